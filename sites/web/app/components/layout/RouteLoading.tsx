import { BlogArticle, BlogList, type BlogClient } from '@joognoo/blog';
import { CaseStudyBrowser, CaseStudyDetail, type CaseStudiesClient } from '@joognoo/case-studies';
import { JobDetail, JobList, type JobBoardClient } from '@joognoo/job-board';
import type { ReactNode } from 'react';
import { RouterLink } from '../content/RouterLink';
import { ProductLoading } from '../product/ProductLoading';
import { matchLoadingView, type LoadingViewPattern } from './loading-views';

/**
 * An API client whose every call stays pending: a widget given it shows its own loading
 * state, exactly as it does while it loads on a partner page. It never
 * calls the network; the view is replaced by the route once its data has come.
 */
const pending = new Proxy(
  {},
  {
    get: () => () => new Promise<never>(() => {}),
  },
) as BlogClient & JobBoardClient & CaseStudiesClient;

/** The loading view of each route that waits for data. */
const VIEWS: Record<LoadingViewPattern, (params: Record<string, string | undefined>) => ReactNode> = {
  '/products/:slug': () => <ProductLoading />,
  '/blog': () => <BlogList client={pending} linkComponent={RouterLink} />,
  '/blog/:slug': ({ slug }) => <BlogArticle slug={slug!} client={pending} linkComponent={RouterLink} />,
  '/careers': () => <JobList client={pending} linkComponent={RouterLink} />,
  '/careers/:id': ({ id }) => <JobDetail slug={id!} client={pending} linkComponent={RouterLink} />,
  '/case-studies': () => <CaseStudyBrowser client={pending} linkComponent={RouterLink} />,
  '/case-studies/:slug': ({ slug }) => <CaseStudyDetail slug={slug!} client={pending} linkComponent={RouterLink} />,
};

/** The loading view of the page at `pathname` (nothing when it has none). */
export default function RouteLoading({ pathname }: { pathname: string }) {
  const match = matchLoadingView(pathname);
  return match ? <>{VIEWS[match.pattern](match.params)}</> : null;
}
