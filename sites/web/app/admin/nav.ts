import { canUse, type AdminArea, type StaffRole } from '@joognoo/schemas/admin';

export { isAdminPath } from './path';

/** The back office's sections, in the order of its navigation. */
export const ADMIN_NAV: readonly { to: string; label: string; area: AdminArea }[] = [
  { to: '/admin', label: 'Overview', area: 'overview' },
  { to: '/admin/leads', label: 'Leads', area: 'leads' },
  { to: '/admin/applications', label: 'Applications', area: 'applications' },
  { to: '/admin/subscribers', label: 'Subscribers', area: 'subscribers' },
  { to: '/admin/content/posts', label: 'Blog posts', area: 'content' },
  { to: '/admin/content/jobs', label: 'Jobs', area: 'content' },
  { to: '/admin/content/case-studies', label: 'Case studies', area: 'content' },
  { to: '/admin/content/media', label: 'Images', area: 'content' },
  { to: '/admin/people', label: 'People', area: 'people' },
  { to: '/admin/partners', label: 'Partners', area: 'partners' },
  { to: '/admin/audit', label: 'Audit log', area: 'audit' },
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
  const matches = ADMIN_NAV.filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.label ?? 'Back office';
}
