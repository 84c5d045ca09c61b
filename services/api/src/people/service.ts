import { PEOPLE_MESSAGES, type Page, type Person, type StaffRole } from '@joognoo/schemas/admin';
import type { Config } from '../config.ts';
import type { Database, Transaction } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { INVITATION_TTL_MS, PASSWORD_RESET_TTL_MS, enqueueInvitationEmail, enqueuePasswordResetEmail, newLinkToken } from './links.ts';
import { auditActions, listAuditLog, recordAudit, type AuditActor, type AuditRecord } from './store/audit.ts';
import { peopleRepository, type StaffAccount } from './store/people.ts';
import { sessionsRepository } from './store/sessions.ts';
import { normaliseEmail, usersRepository } from './store/users.ts';

export { EmailTaken, normaliseEmail, type User } from './store/users.ts';
export type { StaffAccount } from './store/people.ts';
export type { AuditActor, AuditRecord } from './store/audit.ts';

/** What the links of the people area need: where they open, and the key that encrypts their token in the outbox. */
type LinksConfig = Pick<Config, 'siteUrl' | 'integrationKeys'>;

/** The audit log of back-office writes: recording one (in the write's transaction) and reading it. */
export function auditService(db: Database) {
  return {
    /** Records a write; pass its transaction so that the change and its record commit together. */
    record: (actor: AuditActor, record: AuditRecord, trx: Database | Transaction = db) => recordAudit(trx, actor, record),
    list: (filters: Parameters<typeof listAuditLog>[1], page: Parameters<typeof listAuditLog>[2]) => listAuditLog(db, filters, page),
    actions: () => auditActions(db),
  };
}

export type AuditService = ReturnType<typeof auditService>;

/** Staff and customer accounts, their sessions, and the audit log. */
export function peopleServices(db: Database, links: LinksConfig, audit: AuditService = auditService(db)) {
  return { users: usersRepository(db), people: peopleService(db, links, audit), sessions: sessionsRepository(db), audit };
}

/**
 * The people area: accounts and their roles, invitations, disabling, and the single-use links
 * (invitations, password resets). Every write runs in one transaction with its audit entry.
 */
export function peopleService(db: Database, links: LinksConfig, audit: AuditService) {
  const people = peopleRepository(db);
  const sessions = sessionsRepository(db);

  /** Refuses a change that would leave no active admin (run inside the change's transaction). */
  const keepsAnAdmin = async (target: StaffAccount, trx: Transaction) => {
    if (target.role === 'admin' && !target.disabled && (await people.countActiveAdmins(trx)) <= 1) throw new HttpError(409, PEOPLE_MESSAGES.lastAdmin);
  };

  return {
    /** One page of the accounts (customers too with `customers`) and every pending invitation. */
    async list(filters: { customers: boolean; offset: number; perPage: number }): Promise<Pick<Page<Person>, 'items' | 'total'> & { invitations: Person[] }> {
      const { items, total } = await people.list(filters);
      return { items, total, invitations: await people.pendingInvitations() };
    },

    findAccount: (id: number) => people.findAccount(id),

    /** An unused, unexpired link of this kind, by its token's hash. */
    findUsableToken: (kind: 'invitation' | 'password_reset', tokenHash: string, at: Date) => people.findUsableToken(kind, tokenHash, at),

    /**
     * Invites an address with a role: a new invitation replaces an unused one for the same
     * address, and its e-mail is queued with it. 409 when the address has an account.
     */
    async invite(actor: AuditActor, input: { email: string; role: StaffRole; name: string | null }, now = new Date()) {
      const email = normaliseEmail(input.email);
      const { role, name } = input;
      const existing = await people.findAccountByEmail(email);
      if (existing) throw new HttpError(409, existing.disabled ? PEOPLE_MESSAGES.disabledAccount : PEOPLE_MESSAGES.alreadyActive);
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      const { token, hash } = newLinkToken();
      const id = await db.transaction(async (trx) => {
        const invitationId = await people.createToken(trx, { kind: 'invitation', tokenHash: hash, email, role, name, createdBy: actor.id, expiresAt }, now);
        await enqueueInvitationEmail(trx, { siteUrl: links.siteUrl, keyring: links.integrationKeys, to: email, role, inviter: actor.email, token, invitationId, now });
        await audit.record(actor, { action: 'user.invite', subjectType: 'invitation', subjectId: invitationId, details: { email, role, name } }, trx);
        return invitationId;
      });
      return { id, email, role, name, expiresAt: expiresAt.toISOString() };
    },

    /** Deletes a pending invitation; false when there is none with this id. */
    async revokeInvitation(actor: AuditActor, id: number): Promise<boolean> {
      const revoked = await db.transaction(async (trx) => {
        const found = await people.revokeInvitation(id, trx);
        if (found) await audit.record(actor, { action: 'user.revoke_invitation', subjectType: 'invitation', subjectId: id, details: { email: found.email } }, trx);
        return found;
      });
      return revoked !== undefined;
    },

    /** Gives the account another role; nobody changes their own, and the last active admin stays one. */
    async setRole(actor: AuditActor, target: StaffAccount, role: StaffRole): Promise<StaffAccount> {
      if (target.id === actor.id && role !== target.role) throw new HttpError(409, PEOPLE_MESSAGES.selfDemote);
      if (role !== target.role) {
        await db.transaction(async (trx) => {
          if (role !== 'admin') await keepsAnAdmin(target, trx);
          await people.setRole(target.id, role, trx);
          await audit.record(actor, { action: 'user.role', subjectType: 'user', subjectId: target.id, details: { email: target.email, from: target.role, to: role } }, trx);
        });
      }
      return { ...target, role };
    },

    /** Disables the account and ends every session of it at once; not one's own, nor the last active admin. */
    async disable(actor: AuditActor, target: StaffAccount): Promise<StaffAccount> {
      if (target.id === actor.id) throw new HttpError(409, PEOPLE_MESSAGES.selfDisable);
      if (!target.disabled) {
        await db.transaction(async (trx) => {
          await keepsAnAdmin(target, trx);
          await people.setDisabled(target.id, true, trx);
          const ended = await sessions.deleteForUser(target.id, trx);
          await audit.record(actor, { action: 'user.disable', subjectType: 'user', subjectId: target.id, details: { email: target.email, sessionsEnded: ended } }, trx);
        });
      }
      return { ...target, disabled: true };
    },

    async enable(actor: AuditActor, target: StaffAccount): Promise<StaffAccount> {
      if (target.disabled) {
        await db.transaction(async (trx) => {
          await people.setDisabled(target.id, false, trx);
          await audit.record(actor, { action: 'user.enable', subjectType: 'user', subjectId: target.id, details: { email: target.email } }, trx);
        });
      }
      return { ...target, disabled: false };
    },

    /** An admin sends the account the password reset link (the same 1 h link as "Forgot your password?"); 409 when it is disabled. */
    async sendPasswordReset(actor: AuditActor, target: StaffAccount, at = new Date()): Promise<void> {
      if (target.disabled) throw new HttpError(409, PEOPLE_MESSAGES.disabledAccount);
      await requestPasswordReset({ userId: target.id, email: target.email, createdBy: actor.id }, at, (trx) =>
        audit.record(actor, { action: 'user.password_reset_link', subjectType: 'user', subjectId: target.id, details: { email: target.email } }, trx),
      );
    },

    requestPasswordReset: (user: { userId: number; email: string }, at: Date) => requestPasswordReset(user, at),

    /**
     * Uses the invitation and creates the account with its role, recorded in the audit log with
     * the new user as the actor, in one transaction; `invalidLink` when the link was used meanwhile.
     */
    async acceptInvitation(
      invitation: { id: number; email: string; role: StaffRole },
      account: { passwordHash: string; name: string; ip: string },
      at: Date,
      invalidLink: () => Error,
    ): Promise<number> {
      return db.transaction(async (trx) => {
        if (!(await people.useToken(invitation.id, trx, at))) throw invalidLink();
        const id = await people.createAccount(trx, { email: invitation.email, passwordHash: account.passwordHash, role: invitation.role, name: account.name }, at);
        await recordAudit(trx, { id, email: invitation.email, ip: account.ip }, { action: 'user.accept_invitation', subjectType: 'user', subjectId: id, details: { role: invitation.role, name: account.name } }, at);
        return id;
      });
    },

    /** Uses the reset link, sets the new password and ends every session of the account, audited, in one transaction. */
    async completePasswordReset(reset: { id: number; userId: number | null }, change: { passwordHash: string; ip: string }, at: Date, invalidLink: () => Error): Promise<void> {
      const userId = reset.userId!;
      await db.transaction(async (trx) => {
        if (!(await people.useToken(reset.id, trx, at))) throw invalidLink();
        const account = await people.findAccount(userId, trx);
        if (!account || account.disabled) throw invalidLink();
        await people.setPasswordHash(userId, change.passwordHash, trx);
        await sessions.deleteForUser(userId, trx);
        await recordAudit(trx, { id: userId, email: account.email, ip: change.ip }, { action: 'user.password_reset', subjectType: 'user', subjectId: userId }, at);
      });
    },
  };

  /**
   * Stores a reset link (1 h) for the user and queues its e-mail, in one transaction; an
   * earlier unused link of the user stops working. `audited` records it when an admin asked.
   */
  async function requestPasswordReset(user: { userId: number; email: string; createdBy?: number }, at: Date, audited?: (trx: Transaction) => Promise<void>): Promise<void> {
    const { token, hash } = newLinkToken();
    await db.transaction(async (trx) => {
      const resetId = await people.createToken(
        trx,
        { kind: 'password_reset', tokenHash: hash, email: user.email, userId: user.userId, createdBy: user.createdBy ?? null, expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MS) },
        at,
      );
      await enqueuePasswordResetEmail(trx, { siteUrl: links.siteUrl, keyring: links.integrationKeys, to: user.email, token, resetId, now: at });
      if (audited) await audited(trx);
    });
  }
}
