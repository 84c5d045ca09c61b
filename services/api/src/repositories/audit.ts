import type { Knex } from 'knex';
import type { AuditEntry } from '@joognoo/schemas/admin';
import type { Database } from '../db/index.ts';
import { toDbTime, toIso } from '../db/columns.ts';

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
