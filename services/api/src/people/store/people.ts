/**
 * The back office's people area: staff (and customer) accounts as admins manage them, and the
 * single-use links of invitations and password resets (`account_tokens`, only a SHA-256 of
 * each token stored). Methods that are part of a larger write take its transaction.
 */
import type { Knex } from 'knex';
import type { Person } from '@joognoo/schemas/admin';
import type { StaffRole } from '@joognoo/schemas/admin';
import type { Database } from '../../db/index.ts';
import { isSqlite, isUniqueViolation } from '../../db/index.ts';
import { toDbTime, toIso, toIsoOrNull } from '../../db/columns.ts';
import { toStaffRole } from './sessions.ts';
import { EmailTaken, normaliseEmail } from './users.ts';

type Db = Database | Knex.Transaction;

/** How long an ended (expired) link's row is kept, for the back office's view of what was sent. */
const TOKEN_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export type AccountTokenKind = 'invitation' | 'password_reset';

export interface AccountToken {
  id: number;
  kind: AccountTokenKind;
  email: string;
  role: StaffRole | null;
  name: string | null;
  userId: number | null;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface StaffAccount {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole | null;
  disabled: boolean;
}

interface UserRow {
  id: number | string;
  email: string;
  name: string | null;
  role: string | null;
  disabled_at: unknown;
  created_at: unknown;
  last_seen_at?: unknown;
}

interface TokenRow {
  id: number | string;
  kind: string;
  email: string;
  role: string | null;
  name: string | null;
  user_id: number | string | null;
  created_at: unknown;
  expires_at: unknown;
  used_at: unknown;
}

const toPerson = (row: UserRow): Person => ({
  id: Number(row.id),
  invitationId: null,
  email: row.email,
  name: row.name,
  role: toStaffRole(row.role),
  status: row.disabled_at == null ? 'active' : 'disabled',
  createdAt: toIso(row.created_at),
  lastSeenAt: toIsoOrNull(row.last_seen_at),
  expiresAt: null,
});

const toToken = (row: TokenRow): AccountToken => ({
  id: Number(row.id),
  kind: row.kind as AccountTokenKind,
  email: row.email,
  role: toStaffRole(row.role),
  name: row.name,
  userId: row.user_id === null ? null : Number(row.user_id),
  expiresAt: new Date(toIso(row.expires_at)),
  usedAt: row.used_at == null ? null : new Date(toIso(row.used_at)),
});

export function peopleRepository(db: Database) {
  const repository = {
    /** Accounts, staff first by name (customers only with `customers`), with their last session activity. */
    async list({ customers = false, offset, perPage }: { customers?: boolean; offset: number; perPage: number }): Promise<{ items: Person[]; total: number }> {
      const base = () => {
        const query = db('users');
        if (!customers) query.whereNotNull('users.role');
        return query;
      };
      const counted = await base().count<{ total: number | string }[]>({ total: '*' });
      const total = counted[0]?.total ?? 0;
      const lastSeen = db.raw('(SELECT MAX(??) FROM ?? WHERE ?? = ??) AS ??', ['sessions.last_seen_at', 'sessions', 'sessions.user_id', 'users.id', 'last_seen_at']);
      const rows: UserRow[] = await base()
        .select('users.id', 'users.email', 'users.name', 'users.role', 'users.disabled_at', 'users.created_at', lastSeen)
        .orderByRaw('CASE WHEN ?? IS NULL THEN 1 ELSE 0 END', ['users.role'])
        .orderBy('users.email')
        .limit(perPage)
        .offset(offset);
      return { items: rows.map(toPerson), total: Number(total) };
    },

    /** Invitations not yet accepted and not expired, newest first. */
    async pendingInvitations(now = new Date()): Promise<Person[]> {
      const rows = await db('account_tokens')
        .where({ kind: 'invitation' })
        .whereNull('used_at')
        .andWhere('expires_at', '>', toDbTime(db, now))
        .orderBy('created_at', 'desc')
        .select<TokenRow[]>();
      return rows.map((row) => ({
        id: null,
        invitationId: Number(row.id),
        email: row.email,
        name: row.name,
        role: toStaffRole(row.role),
        status: 'invited',
        createdAt: toIso(row.created_at),
        lastSeenAt: null,
        expiresAt: toIso(row.expires_at),
      }));
    },

    async findAccount(id: number, trx: Db = db): Promise<StaffAccount | undefined> {
      const row = await trx('users').where({ id }).first<UserRow | undefined>('id', 'email', 'name', 'role', 'disabled_at', 'created_at');
      return row && { id: Number(row.id), email: row.email, name: row.name, role: toStaffRole(row.role), disabled: row.disabled_at != null };
    },

    async findAccountByEmail(email: string, trx: Db = db): Promise<StaffAccount | undefined> {
      const row = await trx('users').where({ email: normaliseEmail(email) }).first<UserRow | undefined>('id');
      return row && repository.findAccount(Number(row.id), trx);
    },

    /**
     * Active admins (not disabled). In a transaction on MariaDB their rows are locked (FOR
     * UPDATE), so two admins removing each other at once cannot both pass; SQLite runs one
     * write transaction at a time.
     */
    async countActiveAdmins(trx: Db = db): Promise<number> {
      const query = trx('users').where({ role: 'admin' }).whereNull('disabled_at').select('id');
      const rows = await (isSqlite(db) ? query : query.forUpdate());
      return rows.length;
    },

    async setRole(id: number, role: StaffRole, trx: Db = db): Promise<void> {
      await trx('users').where({ id }).update({ role });
    },

    async setDisabled(id: number, disabled: boolean, trx: Db = db, now = new Date()): Promise<void> {
      await trx('users').where({ id }).update({ disabled_at: disabled ? toDbTime(db, now) : null });
    },

    async setPasswordHash(id: number, passwordHash: string, trx: Db = db): Promise<void> {
      await trx('users').where({ id }).update({ password_hash: passwordHash });
    },

    /** Creates a staff account (an accepted invitation); throws `EmailTaken` for a taken e-mail. */
    async createAccount(trx: Db, account: { email: string; passwordHash: string; role: StaffRole; name: string }, now = new Date()): Promise<number> {
      try {
        const [id] = await trx('users').insert({
          email: normaliseEmail(account.email),
          password_hash: account.passwordHash,
          role: account.role,
          name: account.name,
          created_at: toDbTime(db, now),
        });
        return Number(id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTaken(`A user with the e-mail ${account.email} already exists.`, { cause: error });
        throw error;
      }
    },

    /**
     * Stores a link's token hash. An unused link of the same kind for the same address (an
     * invitation) or user (a reset) is deleted first: the new one replaces it. Rows of links
     * that expired more than a week ago are deleted too.
     */
    async createToken(
      trx: Db,
      token: { kind: AccountTokenKind; tokenHash: string; email: string; role?: StaffRole | null; name?: string | null; userId?: number | null; createdBy?: number | null; expiresAt: Date },
      now = new Date(),
    ): Promise<number> {
      const email = normaliseEmail(token.email);
      await trx('account_tokens').where({ kind: token.kind, email }).whereNull('used_at').del();
      // Links that ended more than a week ago are of no use any more: each new link sweeps them.
      await trx('account_tokens').where('expires_at', '<', toDbTime(db, new Date(now.getTime() - TOKEN_KEEP_MS))).del();
      const [id] = await trx('account_tokens').insert({
        kind: token.kind,
        token_hash: token.tokenHash,
        email,
        role: token.role ?? null,
        name: token.name ?? null,
        user_id: token.userId ?? null,
        created_by: token.createdBy ?? null,
        created_at: toDbTime(db, now),
        expires_at: toDbTime(db, token.expiresAt),
        used_at: null,
      });
      return Number(id);
    },

    /** An unused, unexpired link of this kind, by its token's hash. */
    async findUsableToken(kind: AccountTokenKind, tokenHash: string, now = new Date(), trx: Db = db): Promise<AccountToken | undefined> {
      const row = await trx('account_tokens').where({ kind, token_hash: tokenHash }).first<TokenRow | undefined>();
      if (!row) return undefined;
      const token = toToken(row);
      return token.usedAt === null && token.expiresAt.getTime() > now.getTime() ? token : undefined;
    },

    /** Marks a link used; false when it already was (a concurrent use). */
    async useToken(id: number, trx: Db, now = new Date()): Promise<boolean> {
      const count = await trx('account_tokens').where({ id }).whereNull('used_at').update({ used_at: toDbTime(db, now) });
      return count === 1;
    },

    /** Deletes a pending invitation; false when there is none with this id. */
    async revokeInvitation(id: number, trx: Db = db): Promise<AccountToken | undefined> {
      const row = await trx('account_tokens').where({ id, kind: 'invitation' }).whereNull('used_at').first<TokenRow | undefined>();
      if (!row) return undefined;
      await trx('account_tokens').where({ id }).del();
      return toToken(row);
    },
  };
  return repository;
}

export type PeopleRepository = ReturnType<typeof peopleRepository>;
