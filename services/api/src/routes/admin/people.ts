import type { AdminRouter } from './router.ts';

/** The people area of the back office (to be built: issue 17). */
export function peopleRoutes(admin: AdminRouter): void {
  void admin;
}
