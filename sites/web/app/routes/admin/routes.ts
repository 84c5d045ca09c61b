import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { applicationsRoutes } from './applications/routes';
import { contentRoutes } from './content/routes';
import { leadsRoutes } from './leads/routes';
import { mediaRoutes } from './media/routes';
import { peopleRoutes, signedOutAccountRoutes } from './people/routes';

/**
 * The back office (issue 17): every page under /admin, inside its frame (layout.tsx). Each
 * area keeps its own routes in its folder's routes.ts; paths are relative to /admin.
 */
export const adminRoutes: RouteConfigEntry[] = [
  route('admin', 'routes/admin/layout.tsx', [
    layout('routes/admin/pages.tsx', [index('routes/admin/overview.tsx'), ...leadsRoutes, ...applicationsRoutes, ...contentRoutes, ...mediaRoutes, ...peopleRoutes]),
  ]),
  route('admin/sign-out', 'routes/admin/sign-out.ts'),
  // Pages for a visitor who is not signed in yet (accepting an invitation, resetting a password).
  ...signedOutAccountRoutes,
];
