import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Leads inbox and subscribers (sales, marketers, admins), with their streamed CSV exports. */
export const leadsRoutes: RouteConfigEntry[] = [
  route('leads', 'routes/admin/leads/leads.tsx'),
  route('leads/export.csv', 'routes/admin/leads/leads-export.ts'),
  route('leads/:id', 'routes/admin/leads/lead.tsx'),
  route('subscribers', 'routes/admin/leads/subscribers.tsx'),
  route('subscribers/export.csv', 'routes/admin/leads/subscribers-export.ts'),
];
