import type { AdminRouter } from './router.ts';

/** The audit area of the back office (to be built: issue 17). */
export function auditRoutes(admin: AdminRouter): void {
  void admin;
}
