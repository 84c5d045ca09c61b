import type { APIRequestContext } from '@playwright/test';
import { detailPages } from '../app/content/detail-pages';
import { home } from '../app/pages/home/copy';
import { pageCopy, type PageId } from '../app/content/page-copy';
import { addOnRequests } from '../app/pages/services/copy';
import { pageTitle } from '@joognoo/site-kit/seo';

/** A route with the title and H1 it must show. */
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
  // The live widgets there take heading-level 3, below their section's h2.
  ['/developers/widgets', 'developersWidgets'],
  ['/developers/widgets/changelog', 'developersWidgetsChangelog'],
  // /integrations needs a user: signed out it redirects here (e2e/integrations.spec.ts).
  ['/sign-in', 'signIn'],
];

async function firstItem<T>(request: APIRequestContext, url: string): Promise<T & { slug: string }> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return ((await response.json()) as Array<T & { slug: string }>)[0]!;
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
  const post = await firstItem<Parameters<typeof detailPages.blogPost>[0]>(request, '/api/blog/posts/recent?limit=1');
  const job = await firstItem<Parameters<typeof detailPages.job>[0]>(request, '/api/jobs');
  const caseStudy = await firstItem<Parameters<typeof detailPages.caseStudy>[0]>(request, '/api/case-studies');
  const productResponse = await request.get('/api/products/joognoo-green');
  const product = (await productResponse.json()) as Parameters<typeof detailPages.product>[0] & { slug: string };
  const academy = addOnRequests.academy;
  const detail = expectation;
  return [
    detail(`/products/${product.slug}`, detailPages.product(product)),
    detail(`/blog/${post.slug}`, detailPages.blogPost(post)),
    detail(`/careers/${job.slug}`, detailPages.job(job)),
    detail(`/case-studies/${caseStudy.slug}`, detailPages.caseStudy(caseStudy)),
    detail(`/add-ons/${academy.key}/payment`, { title: academy.pageTitle, heading: academy.pageTitle }),
  ];
}
