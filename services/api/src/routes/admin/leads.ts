import type { AdminRouter } from './router.ts';

/** The leads area of the back office (to be built: issue 17). */
export function leadsRoutes(admin: AdminRouter): void {
  void admin;
}
