// Home page (SPEC.md §1, §2 Home): hero, industry expertise and recognition, products
// (#products, from GET /api/products), capabilities (#features), integrations, Get in
// Touch (#contact) and the closing call to action.
import { createApiClient } from '@joognoo/api-client';
import type { Product } from '@joognoo/schemas';
import { ClosingCta } from '../components/home/ClosingCta';
import { ContactSection } from '../components/home/ContactSection';
import { ExpertiseSection } from '../components/home/ExpertiseSection';
import { FeaturesSection } from '../components/home/FeaturesSection';
import { HomeHero } from '../components/home/HomeHero';
import { IntegrationsSection } from '../components/home/IntegrationsSection';
import { ProductsSection } from '../components/home/ProductsSection';
import { home } from '../content/home';
import { serverApi } from '../lib/api.server';
import { seo } from '../lib/seo';
import type { Route } from './+types/home';

const PRODUCTS_ERROR = 'Failed to fetch products';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Document requests: the products are read on the server and awaited, so the HTML holds
 * them (also without JavaScript). A failed call leaves the section without products
 * (SPEC.md §8) and is logged on the server only.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { products: await serverApi(context).getProducts() };
  } catch (error) {
    console.error(`${PRODUCTS_ERROR}: ${describe(error)}`);
    return { products: [] as Product[] };
  }
}

/**
 * Client navigations to the home page: the browser calls GET /api/products itself and
 * the page shows at once, with 'Loading products...' until the list arrives.
 */
export function clientLoader() {
  const products: Promise<Product[]> = createApiClient()
    .getProducts()
    .catch((error: unknown) => {
      console.error(`${PRODUCTS_ERROR}: ${describe(error)}`);
      return [];
    });
  return { products };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: home.title, description: home.description, brandSuffix: false });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <ExpertiseSection />
      <ProductsSection products={loaderData.products} />
      <FeaturesSection />
      <IntegrationsSection />
      <ContactSection />
      <ClosingCta />
    </>
  );
}
