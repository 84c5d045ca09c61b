// Product detail /products/{slug}: hero, Key Features,
// Business Benefits, Target Users, Target Industries, Company Size and 'Ready to Get
// Started'; an unknown product is HTTP 404 with the Product Not Found view.
import { ProductDetails } from './ProductDetails';
import { ProductHero } from './ProductHero';
import { ProductNotFound } from './ProductNotFound';
import { detailPages } from '../../content/detail-pages';
import { notFound } from '../../content/not-found';
import { productPage } from '../../content/products';
import { orNotFound, serverApi } from '@joognoo/site-kit/server';
import { seo } from '@joognoo/site-kit';
import { ServiceUnavailable, isServiceUnavailable } from '../../components/ServiceUnavailable';
import type { Route } from './+types/route';

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await orNotFound(serverApi(context).getProduct(params.slug));
  return { product };
}

export const meta: Route.MetaFunction = (args) => {
  if (args.loaderData) return seo(args, detailPages.product(args.loaderData.product));
  return seo(args, { title: notFound.title, description: productPage.notFound.description, brandSuffix: false, noIndex: true });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <>
      <ProductHero product={product} />
      <ProductDetails product={product} />
    </>
  );
}

/**
 * Unknown product (API 404), or the product could not be read: the Product Not Found view;
 * during a database outage (503) the "Temporarily unavailable" page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isServiceUnavailable(error) ? <ServiceUnavailable /> : <ProductNotFound />;
}
