import type { APIRequestContext } from '@playwright/test';
import { findAddOn } from '../app/content/add-ons';
import { detailPages } from '../app/content/detail-pages';
import { home } from '../app/content/home';
import { pageCopy, type PageId } from '../app/content/page-copy';
import { pageTitle } from '../app/lib/seo';

/** A route of SPEC.md §2 with the title and H1 it must show. */
export interface RouteExpectation {
  path: string;
  title: string;
  heading: string;
}

const staticRoutes: Array<[string, PageId]> = [
  ['/blog', 'blog'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/terms-of-service', 'termsOfService'],
  ['/cookie-policy', 'cookiePolicy'],
  ['/about', 'about'],
  ['/teams', 'teams'],
  ['/careers', 'careers'],
  ['/contact', 'contact'],
  ['/services/governance', 'governance'],
  ['/services/managed-services', 'managedServices'],
  ['/services/academy', 'academy'],
  ['/services/cloud-partner', 'cloudPartner'],
  ['/documentation', 'documentation'],
  ['/case-studies', 'caseStudies'],
  ['/webinars', 'webinars'],
  ['/events', 'events'],
  ['/use-cases/green', 'useCaseGreen'],
  ['/use-cases/ai', 'useCaseAi'],
  ['/use-cases/hire', 'useCaseHire'],
  ['/integrations', 'integrations'],
];

async function firstSlug(request: APIRequestContext, url: string, pick: (body: unknown) => string): Promise<string> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return pick(await response.json());
}

const expectation = (path: string, copy: { title: string; heading: string }): RouteExpectation => ({
  path,
  title: pageTitle(copy.title),
  heading: copy.heading,
});

/** Home and the fixed routes. */
export const staticRouteExpectations: RouteExpectation[] = [
  { path: '/', title: home.title, heading: home.hero.heading },
  ...staticRoutes.map(([path, id]) => expectation(path, pageCopy[id])),
];

/** The detail routes, pointing at seeded entities. */
export async function detailRouteExpectations(request: APIRequestContext): Promise<RouteExpectation[]> {
  const first = (body: unknown) => (body as Array<{ slug: string }>)[0]!.slug;
  const postSlug = await firstSlug(request, '/api/blog/posts/recent?limit=1', first);
  const jobSlug = await firstSlug(request, '/api/jobs', first);
  const caseStudySlug = await firstSlug(request, '/api/case-studies', first);
  const productResponse = await request.get('/api/products/joognoo-green');
  const product = (await productResponse.json()) as Parameters<typeof detailPages.product>[0] & { slug: string };
  const addOn = findAddOn('academy')!;
  const detail = expectation;
  return [
    detail(`/products/${product.slug}`, detailPages.product(product)),
    detail(`/blog/${postSlug}`, detailPages.blogPost(postSlug)),
    detail(`/careers/${jobSlug}`, detailPages.job(jobSlug)),
    detail(`/case-studies/${caseStudySlug}`, detailPages.caseStudy(caseStudySlug)),
    detail(`/add-ons/${addOn.service}/payment`, detailPages.addOnPayment(addOn)),
  ];
}
