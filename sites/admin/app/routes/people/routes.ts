import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** People, partners and the audit log (admins). */
export const peopleRoutes: RouteConfigEntry[] = [
  route('people', 'routes/people/people.tsx'),
  route('partners', 'routes/people/partners.tsx'),
  route('partners/:id', 'routes/people/partner.tsx'),
  route('audit', 'routes/people/audit.tsx'),
];

/** Pages for a visitor who is not signed in yet (noindex, no-store, no Referer). */
export const signedOutAccountRoutes: RouteConfigEntry[] = [
  route('invitation/:token', 'routes/people/invitation.tsx'),
  route('forgot-password', 'routes/people/forgot-password.tsx'),
  route('reset-password/:token', 'routes/people/reset-password.tsx'),
];
