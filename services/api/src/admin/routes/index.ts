import type Router from '@koa/router';
import { applicationsRoutes } from '../../applications/routes/admin.ts';
import { auditRoutes } from '../../people/routes/audit.ts';
import { contentRoutes } from '../../content/routes/admin.ts';
import { leadsRoutes } from '../../leads/routes/admin.ts';
import { mediaRoutes } from '../../media/routes.ts';
import { meRoutes } from '../../people/routes/me.ts';
import { overviewRoutes } from './overview.ts';
import { partnersRoutes } from '../../partners/routes.ts';
import { peopleRoutes } from '../../people/routes/admin.ts';
import { AdminRouter, type AdminDeps, type AdminRoute } from '../router.ts';
import { subscribersRoutes } from '../../newsletter/routes/admin.ts';

export type { AdminDeps, AdminRoute } from '../router.ts';

/**
 * The back office's API (`/api/admin/*`): every area's routes on one router, each checking
 * its area's roles (ADMIN_AREAS of @joognoo/schemas/admin). Cookie-authenticated: the app
 * guards these paths like the account paths (same-site writes only, the site's CORS only,
 * `no-store`).
 */
export function adminRouter(deps: AdminDeps): { router: Router; routes: readonly AdminRoute[] } {
  const admin = new AdminRouter(deps);
  meRoutes(admin);
  overviewRoutes(admin);
  peopleRoutes(admin);
  auditRoutes(admin);
  partnersRoutes(admin);
  leadsRoutes(admin);
  subscribersRoutes(admin);
  contentRoutes(admin);
  mediaRoutes(admin);
  applicationsRoutes(admin);
  return { router: admin.router, routes: admin.routes };
}
