import { BRAND } from '@joognoo/schemas';

/** Head data of the product pages until they load products from the API. */
export interface ProductCopy {
  slug: string;
  name: string;
  tagline: string;
  description: string;
}

const { green, ai, hire } = BRAND.products;

export const productCopy: readonly ProductCopy[] = [
  {
    slug: green.slug,
    name: green.name,
    tagline: 'Sustainability and ESG tracking',
    description: `${green.name} automates carbon accounting and ESG reporting: 85% faster reporting and full compliance.`,
  },
  {
    slug: ai.slug,
    name: ai.name,
    tagline: 'AI governance and risk',
    description: `${ai.name} governs your AI portfolio end to end: model registry, bias detection, ROI analytics and compliance.`,
  },
  {
    slug: hire.slug,
    name: hire.name,
    tagline: 'Intelligent recruitment',
    description: `${hire.name} matches candidates on skills, reduces bias and automates hiring workflows: 50% faster hiring.`,
  },
];

export function findProductCopy(slug: string): ProductCopy | undefined {
  return productCopy.find((product) => product.slug === slug);
}
