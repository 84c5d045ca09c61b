import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Leads inbox and subscribers (sales, marketers, admins). */
export const leadsRoutes: RouteConfigEntry[] = [
  route('leads', 'routes/admin/leads/leads.tsx'),
  route('subscribers', 'routes/admin/leads/subscribers.tsx'),
];
