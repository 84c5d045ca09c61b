import type { AdminRouter } from './router.ts';

/** The partners area of the back office (to be built: issue 17). */
export function partnersRoutes(admin: AdminRouter): void {
  void admin;
}
