// PLACEHOLDER page: replace the default export with the real product detail page
// (SPEC.md §2 Product detail). The loader already reads the product from the API and
// answers 404 for an unknown slug.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { detailPages } from '../content/detail-pages';
import { orNotFound, serverApi } from '../lib/api.server';
import { seo } from '../lib/seo';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await orNotFound(serverApi(context).getProduct(params.slug));
  return { product, copy: detailPages.product(product) };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seo(args, args.loaderData.copy) : []);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage copy={loaderData.copy} />;
}
