import { matchPath } from 'react-router';

/**
 * The routes that wait for data and have a loading view (components/layout/RouteLoading.tsx,
 * loaded only when one shows): products, blog, article, careers, job, case studies, case study.
 */
export const LOADING_VIEW_PATTERNS = [
  '/products/:slug',
  '/blog',
  '/blog/:slug',
  '/careers',
  '/careers/:id',
  '/case-studies',
  '/case-studies/:slug',
] as const;

export type LoadingViewPattern = (typeof LOADING_VIEW_PATTERNS)[number];

/** The pattern of `pathname` that has a loading view, with its parameters; null when none has. */
export function matchLoadingView(pathname: string): { pattern: LoadingViewPattern; params: Record<string, string | undefined> } | null {
  for (const pattern of LOADING_VIEW_PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (match) return { pattern, params: match.params };
  }
  return null;
}
