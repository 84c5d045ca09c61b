import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** People, partners and the audit log (admins). */
export const peopleRoutes: RouteConfigEntry[] = [
  route('people', 'routes/admin/people/people.tsx'),
  route('partners', 'routes/admin/people/partners.tsx'),
  route('partners/:id', 'routes/admin/people/partner.tsx'),
  route('audit', 'routes/admin/people/audit.tsx'),
];

/** Top-level pages for a visitor who is not signed in yet (noindex, no-store, no Referer). */
export const signedOutAccountRoutes: RouteConfigEntry[] = [
  route('invitation/:token', 'routes/admin/people/invitation.tsx'),
  route('forgot-password', 'routes/admin/people/forgot-password.tsx'),
  route('reset-password/:token', 'routes/admin/people/reset-password.tsx'),
];
