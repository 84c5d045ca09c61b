import type { AdminRouter } from './router.ts';

/** The subscribers area of the back office (to be built: issue 17). */
export function subscribersRoutes(admin: AdminRouter): void {
  void admin;
}
