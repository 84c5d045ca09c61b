import type { AuditEntry, AuditFilters } from '@joognoo/schemas/admin';
import type { Database } from '../db/index.ts';
import { toDbTime } from '../db/columns.ts';
import { toAuditEntry } from './audit.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** LIKE's wildcards escaped with `!` (ESCAPE '!' reads the same on both dialects). */
const escapeLike = (value: string) => value.replace(/[!%_]/g, (char) => `!${char}`);

/**
 * The audit log, newest first: `actor` matches part of the actor's e-mail, `action` and
 * `subjectType` exactly (an action may also be a prefix ending in a dot, e.g. `user.`),
 * `from`/`to` are whole UTC days, inclusive.
 */
export async function listAuditLog(db: Database, filters: AuditFilters & { subjectId?: string }, { offset, perPage }: { offset: number; perPage: number }): Promise<{ items: AuditEntry[]; total: number }> {
  const base = () => {
    const query = db('audit_log');
    if (filters.actor) query.whereRaw("?? LIKE ? ESCAPE '!'", ['actor_email', `%${escapeLike(filters.actor.toLowerCase())}%`]);
    if (filters.action) {
      if (filters.action.endsWith('.')) query.whereRaw("?? LIKE ? ESCAPE '!'", ['action', `${escapeLike(filters.action)}%`]);
      else query.where('action', filters.action);
    }
    if (filters.subjectType) query.where('subject_type', filters.subjectType);
    if (filters.subjectId) query.where('subject_id', filters.subjectId);
    if (filters.from && DAY.test(filters.from) && !Number.isNaN(Date.parse(`${filters.from}T00:00:00Z`))) {
      query.where('created_at', '>=', toDbTime(db, `${filters.from}T00:00:00.000Z`));
    }
    if (filters.to && DAY.test(filters.to) && !Number.isNaN(Date.parse(`${filters.to}T00:00:00Z`))) {
      query.where('created_at', '<', toDbTime(db, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)));
    }
    return query;
  };
  const counted = await base().count<{ total: number | string }[]>({ total: '*' });
  const rows = await base().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(perPage).offset(offset).select();
  return { items: rows.map(toAuditEntry), total: Number(counted[0]?.total ?? 0) };
}

/** The actions recorded so far (for the filter's choices). */
export async function auditActions(db: Database): Promise<string[]> {
  return db('audit_log').distinct('action').orderBy('action').pluck('action');
}
