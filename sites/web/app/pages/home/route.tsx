// Home page: hero, industry expertise and recognition, products
// (#products, from GET /api/products), capabilities (#features), integrations, Get in
// Touch (#contact) and the closing call to action.
import type { Product } from '@joognoo/schemas';
import { loadContactForm } from './DeferredContactForm';
import { ClosingCta } from './ClosingCta';
import { ContactSection } from './ContactSection';
import { ExpertiseSection } from './ExpertiseSection';
import { FeaturesSection } from './FeaturesSection';
import { HomeHero } from './HomeHero';
import { IntegrationsSection } from './IntegrationsSection';
import { ProductsSection } from './ProductsSection';
import { home } from './copy';
import { serverApi } from '@joognoo/site-kit/server';
import { errorEntry } from '@joognoo/site-kit';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

const PRODUCTS_ERROR = 'Failed to fetch products';

/**
 * Document requests: the products are read on the server and awaited, so the HTML holds
 * them (also without JavaScript). A failed call leaves the section without products
 * (the page still answers 200, also during a database outage) and is logged
 * on the server only, as one JSON line.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { products: await serverApi(context).getProducts() };
  } catch (error) {
    context.logger.error({ msg: PRODUCTS_ERROR, error: errorEntry(error) });
    return { products: [] as Product[] };
  }
}

/**
 * Client navigations to the home page: the browser calls GET /api/products itself and
 * the page shows as soon as the contact form's code is there, with 'Loading products...'
 * until the list arrives.
 */
export async function clientLoader() {
  // The API client is fetched here, not at startup: the first page load does not need it.
  const products: Promise<Product[]> = import('@joognoo/api-client')
    .then(({ createApiClient }) => createApiClient().getProducts())
    .catch((error: unknown) => {
      console.error(`${PRODUCTS_ERROR}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
  // The contact form renders with the page (no empty gap while its code arrives).
  await loadContactForm();
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
