import type { AdminRouter } from './router.ts';

/** The overview area of the back office (to be built: issue 17). */
export function overviewRoutes(admin: AdminRouter): void {
  void admin;
}
