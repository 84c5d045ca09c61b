import type { Knex } from 'knex';
import type { AuditEntry, AuditFilters } from '@joognoo/schemas/admin';
import type { Database } from '../../db/index.ts';
import { escapeLike, toDbTime, toIso } from '../../db/columns.ts';

/** What a back-office write records (the actor, time and address are added by `audit()`). */
export interface AuditRecord {
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  /** What changed. Never a password, token or secret: callers pass only what an admin may read. */
  details?: Record<string, unknown>;
}

export interface AuditActor {
  id: number;
  email: string;
  ip: string;
}

interface AuditRow {
  id: number | string;
  created_at: unknown;
  actor_user_id: number | string | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  details: string;
  ip: string;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // A row is only ever written by recordAudit; unreadable details show as none.
  }
  return {
    id: Number(row.id),
    at: toIso(row.created_at),
    actor: { id: row.actor_user_id === null ? null : Number(row.actor_user_id), email: row.actor_email },
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    details,
    ip: row.ip,
  };
}

/**
 * Appends one audit row. Call it with the transaction of the write it records, so that the
 * write and its record commit (or roll back) together.
 */
export async function recordAudit(db: Database | Knex.Transaction, actor: AuditActor, record: AuditRecord, now = new Date()): Promise<void> {
  await db('audit_log').insert({
    created_at: toDbTime(db as Database, now),
    actor_user_id: actor.id,
    actor_email: actor.email,
    action: record.action,
    subject_type: record.subjectType,
    subject_id: record.subjectId == null ? null : String(record.subjectId),
    details: JSON.stringify(record.details ?? {}),
    ip: actor.ip.slice(0, 64),
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;


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
