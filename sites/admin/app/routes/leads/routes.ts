import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Leads inbox and subscribers (sales, marketers, admins), with their streamed CSV exports. */
export const leadsRoutes: RouteConfigEntry[] = [
  route('leads', 'routes/leads/leads.tsx'),
  route('leads/export.csv', 'routes/leads/leads-export.ts'),
  route('leads/:id', 'routes/leads/lead.tsx'),
  route('subscribers', 'routes/leads/subscribers.tsx'),
  route('subscribers/export.csv', 'routes/leads/subscribers-export.ts'),
];
