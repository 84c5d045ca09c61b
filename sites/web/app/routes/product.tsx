// PLACEHOLDER page: replace the default export with the real product detail page
// (SPEC.md §2 Product detail). The loader will read the product from the API.
import { data } from 'react-router';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { detailPages } from '../content/detail-pages';
import { findProductCopy } from '../content/products';
import { seo } from '../lib/seo';
import type { Route } from './+types/product';

export function loader({ params }: Route.LoaderArgs) {
  const product = findProductCopy(params.slug);
  if (!product) throw data(null, { status: 404, statusText: 'Product not found' });
  return { copy: detailPages.product(product) };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seo(args, args.loaderData.copy) : []);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage copy={loaderData.copy} />;
}
