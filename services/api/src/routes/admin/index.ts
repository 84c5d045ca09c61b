import type Router from '@koa/router';
import { applicationsRoutes } from './applications.ts';
import { auditRoutes } from './audit.ts';
import { contentRoutes } from './content.ts';
import { leadsRoutes } from './leads.ts';
import { mediaRoutes } from './media.ts';
import { meRoutes } from './me.ts';
import { overviewRoutes } from './overview.ts';
import { partnersRoutes } from './partners.ts';
import { peopleRoutes } from './people.ts';
import { AdminRouter, type AdminDeps, type AdminRoute } from './router.ts';
import { subscribersRoutes } from './subscribers.ts';

export type { AdminDeps, AdminRoute } from './router.ts';

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
