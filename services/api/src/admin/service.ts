import type { StaffRole } from '@joognoo/schemas/admin';
import type { Database } from '../db/index.ts';
import { adminOverview } from './store.ts';

/** The back office's start page: what needs attention in the areas of the caller's role. */
export function overviewService(db: Database) {
  return { overview: (role: StaffRole) => adminOverview(db, role) };
}
