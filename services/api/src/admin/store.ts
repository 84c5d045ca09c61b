import { canUse, type AdminOverview, type ContentKind, type StaffRole } from '@joognoo/schemas/admin';
import type { Knex } from 'knex';
import { toDbTime } from '../db/columns.ts';
import type { Database } from '../db/index.ts';
import { CONTENT_TABLES, whereStatus } from '../content/store/admin.ts';

async function count(query: Knex.QueryBuilder): Promise<number> {
  const [row] = await query.count({ total: '*' });
  return Number(row?.total ?? 0);
}

/** What needs attention, only for the areas `role` may use (each a few indexed counts, read from the tables directly). */
export async function adminOverview(db: Database, role: StaffRole): Promise<AdminOverview> {
  const now = new Date();
  const overview: AdminOverview = {};
  if (canUse(role, 'leads')) {
    overview.leads = {
      lastSevenDays: await count(db('contact_requests').where('created_at', '>=', toDbTime(db, new Date(now.getTime() - 7 * 86_400_000)))),
      new: await count(db('contact_requests').where({ status: 'new' })),
      deadDeliveries: await count(db('deliveries').where({ status: 'dead', subject_type: 'contact_request' })),
    };
  }
  if (canUse(role, 'subscribers')) {
    overview.subscribers = {
      pending: await count(db('newsletter_subscriptions').where({ status: 'pending' })),
      confirmed: await count(db('newsletter_subscriptions').where({ status: 'confirmed' })),
    };
  }
  if (canUse(role, 'content')) {
    const at = toDbTime(db, now);
    const byKind = async (kind: ContentKind) => ({
      drafts: await count(db(CONTENT_TABLES[kind]).modify((query) => whereStatus(kind, query, 'draft', at))),
      scheduled: await count(db(CONTENT_TABLES[kind]).modify((query) => whereStatus(kind, query, 'scheduled', at))),
    });
    overview.content = { posts: await byKind('posts'), jobs: await byKind('jobs'), 'case-studies': await byKind('case-studies') };
  }
  if (canUse(role, 'applications')) {
    overview.applications = {
      new: await count(db('job_applications').where({ status: 'new' })),
      lastSevenDays: await count(db('job_applications').where('created_at', '>=', toDbTime(db, new Date(now.getTime() - 7 * 86_400_000)))),
    };
  }
  return overview;
}
