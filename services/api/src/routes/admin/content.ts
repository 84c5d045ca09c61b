import type { AdminRouter } from './router.ts';

/** The content area of the back office (to be built: issue 17). */
export function contentRoutes(admin: AdminRouter): void {
  void admin;
}
