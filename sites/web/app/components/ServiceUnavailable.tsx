import { isRouteErrorResponse } from 'react-router';
import { errorPages, PageHero } from '@joognoo/site-kit';

/** The error of a page whose data the API could not read (its database is unreachable: 503). */
export function isServiceUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

/** The "Temporarily unavailable" page of a 503 (the root's and the product page's error boundaries). */
export function ServiceUnavailable() {
  const page = errorPages.unavailable;
  return <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />;
}
