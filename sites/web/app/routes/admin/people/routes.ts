import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** People, partners and the audit log (admins). */
export const peopleRoutes: RouteConfigEntry[] = [
  route('people', 'routes/admin/people/people.tsx'),
  route('partners', 'routes/admin/people/partners.tsx'),
  route('audit', 'routes/admin/people/audit.tsx'),
];

/** Top-level pages for a visitor who is not signed in yet. */
export const signedOutAccountRoutes: RouteConfigEntry[] = [];
