import { canUse, type AdminArea, type StaffRole } from '@joognoo/schemas/admin';
import { errorPages } from '@joognoo/site-kit';
import { isRouteErrorResponse } from 'react-router';

/**
 * The back office's sections, in the order of its navigation. Paths are the app's own, below
 * its basename (`/leads` is /admin/leads), as `<Link to>` and the router's location take them.
 */
export const ADMIN_NAV: readonly { to: string; label: string; area: AdminArea }[] = [
  { to: '/', label: 'Overview', area: 'overview' },
  { to: '/leads', label: 'Leads', area: 'leads' },
  { to: '/applications', label: 'Applications', area: 'applications' },
  { to: '/subscribers', label: 'Subscribers', area: 'subscribers' },
  { to: '/content/posts', label: 'Blog posts', area: 'content' },
  { to: '/content/jobs', label: 'Jobs', area: 'content' },
  { to: '/content/case-studies', label: 'Case studies', area: 'content' },
  { to: '/content/media', label: 'Images', area: 'content' },
  { to: '/people', label: 'People', area: 'people' },
  { to: '/partners', label: 'Partners', area: 'partners' },
  { to: '/audit', label: 'Audit log', area: 'audit' },
];

export function navFor(role: StaffRole) {
  return ADMIN_NAV.filter((item) => canUse(role, item.area));
}

/**
 * A back-office page's meta: its title, and noindex (a route's meta replaces its parent's, so
 * each page that names its title must say noindex again; the server's X-Robots-Tag says it too).
 */
export function adminMeta(title: string) {
  return [{ title: `${title} · Back office · Joognoo` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The section a back-office path belongs to (the longest navigation path it starts with). */
export function sectionOf(pathname: string): string {
  const matches = ADMIN_NAV.filter((item) => item.to === '/' || pathname === item.to || pathname.startsWith(`${item.to}/`));
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.label ?? 'Back office';
}

/** The heading and intro of a back-office page that failed: a refusal (403), a missing record or address (404), or anything else. */
export function errorPageOf(error: unknown): { heading: string; intro: string } {
  if (isRouteErrorResponse(error) && error.status === 403) return errorPages.forbidden;
  if (isRouteErrorResponse(error) && error.status === 404) return { heading: 'Not found', intro: 'There is nothing here. It may have been removed.' };
  return { heading: 'Something went wrong', intro: 'The back office could not load this page. Please try again in a moment.' };
}
