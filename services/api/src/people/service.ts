import type { Database, Transaction } from '../db/index.ts';
import { auditActions, listAuditLog, recordAudit, type AuditActor, type AuditRecord } from './store/audit.ts';
import { peopleRepository } from './store/people.ts';
import { sessionsRepository } from './store/sessions.ts';
import { usersRepository } from './store/users.ts';

export { normaliseEmail, type User } from './store/users.ts';
export type { StaffAccount } from './store/people.ts';
export type { AuditActor, AuditRecord } from './store/audit.ts';

/** The audit log of back-office writes: recording one (in the write's transaction) and reading it. */
export function auditService(db: Database) {
  return {
    /** Records a write; pass its transaction so that the change and its record commit together. */
    record: (actor: AuditActor, record: AuditRecord, trx: Database | Transaction = db) => recordAudit(trx, actor, record),
    list: (filters: Parameters<typeof listAuditLog>[1], page: Parameters<typeof listAuditLog>[2]) => listAuditLog(db, filters, page),
    actions: () => auditActions(db),
  };
}

/** Staff and customer accounts, their sessions, and the audit log. */
export function peopleServices(db: Database) {
  return { users: usersRepository(db), people: peopleRepository(db), sessions: sessionsRepository(db), audit: auditService(db) };
}
