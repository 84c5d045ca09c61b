// Product detail /products/{slug} (SPEC.md §2 Product detail): hero, Key Features,
// Business Benefits, Target Users, Target Industries, Company Size and 'Ready to Get
// Started'; an unknown product is HTTP 404 with the Product Not Found view.
import { Container, Spinner, vars } from '@joognoo/ui';
import { useLocation, useNavigation } from 'react-router';
import styled from 'styled-components';
import { ProductDetails } from '../components/product/ProductDetails';
import { ProductHero } from '../components/product/ProductHero';
import { ProductNotFound } from '../components/product/ProductNotFound';
import { detailPages } from '../content/detail-pages';
import { notFound } from '../content/not-found';
import { productPage } from '../content/products';
import { orNotFound, serverApi } from '../lib/api.server';
import { seo } from '../lib/seo';
import { ServiceUnavailable, isServiceUnavailable } from '../components/ServiceUnavailable';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await orNotFound(serverApi(context).getProduct(params.slug));
  return { product };
}

export const meta: Route.MetaFunction = (args) => {
  if (args.loaderData) return seo(args, detailPages.product(args.loaderData.product));
  return seo(args, { title: notFound.title, description: productPage.notFound.description, brandSuffix: false, noIndex: true });
};

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding-block: ${vars.space['24']};
`;

/** True while a client navigation to another product page is loading its data. */
function useLoadingOtherProduct(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  return (
    navigation.state === 'loading' &&
    next !== undefined &&
    next.pathname !== location.pathname &&
    next.pathname.startsWith('/products/')
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const loading = useLoadingOtherProduct();
  if (loading) {
    return (
      <Container>
        <Loading>
          <Spinner label={productPage.loading} size="2.5rem" />
        </Loading>
      </Container>
    );
  }
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
