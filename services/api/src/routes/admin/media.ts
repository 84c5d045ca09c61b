import type { AdminRouter } from './router.ts';

/** The media area of the back office (to be built: issue 17). */
export function mediaRoutes(admin: AdminRouter): void {
  void admin;
}
