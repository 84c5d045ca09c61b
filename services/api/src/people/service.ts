import type { Config } from '../config.ts';
import type { Database, Transaction } from '../db/index.ts';
import type { Services } from '../services.ts';
import { PASSWORD_RESET_TTL_MS, enqueuePasswordResetEmail, newLinkToken } from './links.ts';
import { auditActions, listAuditLog, recordAudit, type AuditActor, type AuditRecord } from './store/audit.ts';
import { peopleRepository, type StaffAccount } from './store/people.ts';
import { sessionsRepository } from './store/sessions.ts';
import { usersRepository } from './store/users.ts';

export { EmailTaken, normaliseEmail, type User } from './store/users.ts';
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

/**
 * Uses the invitation and creates the account with its role, recorded in the audit log with
 * the new user as the actor, in one transaction; `invalidLink` when the link was used meanwhile.
 */
export async function acceptInvitation(
  db: Database,
  invitation: { id: number; email: string; role: NonNullable<StaffAccount['role']> },
  account: { passwordHash: string; name: string; ip: string },
  at: Date,
  invalidLink: () => Error,
): Promise<number> {
  const people = peopleRepository(db);
  return db.transaction(async (trx) => {
    if (!(await people.useToken(invitation.id, trx, at))) throw invalidLink();
    const id = await people.createAccount(trx, { email: invitation.email, passwordHash: account.passwordHash, role: invitation.role, name: account.name }, at);
    await recordAudit(trx, { id, email: invitation.email, ip: account.ip }, { action: 'user.accept_invitation', subjectType: 'user', subjectId: id, details: { role: invitation.role, name: account.name } }, at);
    return id;
  });
}

/** Uses the reset link, sets the new password and ends every session of the account, audited, in one transaction. */
export async function completePasswordReset(
  db: Database,
  reset: { id: number; userId: number | null },
  change: { passwordHash: string; ip: string },
  at: Date,
  invalidLink: () => Error,
): Promise<void> {
  const people = peopleRepository(db);
  const userId = reset.userId!;
  await db.transaction(async (trx) => {
    if (!(await people.useToken(reset.id, trx, at))) throw invalidLink();
    const account = await people.findAccount(userId, trx);
    if (!account || account.disabled) throw invalidLink();
    await people.setPasswordHash(userId, change.passwordHash, trx);
    await sessionsRepository(db).deleteForUser(userId, trx);
    await recordAudit(trx, { id: userId, email: account.email, ip: change.ip }, { action: 'user.password_reset', subjectType: 'user', subjectId: userId }, at);
  });
}

/**
 * Stores a reset link (1 h) for the user and queues its e-mail, in one transaction; an
 * earlier unused link of the user stops working. `audit` records it when an admin asked.
 */
export async function requestPasswordReset(
  db: Database,
  { people }: Pick<Services, 'people'>,
  { siteUrl, integrationKeys }: Pick<Config, 'siteUrl' | 'integrationKeys'>,
  user: { userId: number; email: string; createdBy?: number },
  at: Date,
  audit?: (trx: Transaction) => Promise<void>,
): Promise<void> {
  const { token, hash } = newLinkToken();
  await db.transaction(async (trx) => {
    const resetId = await people.createToken(
      trx,
      { kind: 'password_reset', tokenHash: hash, email: user.email, userId: user.userId, createdBy: user.createdBy ?? null, expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MS) },
      at,
    );
    await enqueuePasswordResetEmail(trx, { siteUrl, keyring: integrationKeys, to: user.email, token, resetId, now: at });
    if (audit) await audit(trx);
  });
}
