import type { Knex } from 'knex';
import { STAFF_ROLES, type StaffRole } from '@joognoo/schemas/admin';
import type { Database } from '../../db/index.ts';
import { toDbTime, toIso } from '../../db/columns.ts';
import type { User } from './users.ts';

export interface Session {
  /** SHA-256 (hex) of the cookie token. */
  id: string;
  user: User;
  /** The user's back-office role, null for a customer account. */
  role: StaffRole | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** A stored role, when it is one of ours (anything else reads as no role). */
export function toStaffRole(value: unknown): StaffRole | null {
  return (STAFF_ROLES as readonly unknown[]).includes(value) ? (value as StaffRole) : null;
}

/** Sessions in the database (every API process sees the same ones). */
export function sessionsRepository(db: Database) {
  return {
    /**
     * Creates a session for `userId` and, in the same transaction, deletes the one it
     * replaces (the token the browser sent at login, if any): rotation on sign-in.
     */
    async create(id: string, userId: number, expiresAt: Date, replaces?: string, now = new Date()): Promise<void> {
      await db.transaction(async (trx) => {
        if (replaces) await trx('sessions').where({ id: replaces }).del();
        await trx('sessions').insert({
          id,
          user_id: userId,
          created_at: toDbTime(db, now),
          expires_at: toDbTime(db, expiresAt),
          last_seen_at: toDbTime(db, now),
        });
      });
    },

    /** The session and its user, expired or not (the caller decides); none for a disabled user. */
    async find(id: string): Promise<Session | undefined> {
      const row = await db('sessions')
        .join('users', 'users.id', 'sessions.user_id')
        .where('sessions.id', id)
        .whereNull('users.disabled_at')
        .first<
          | { id: string; user_id: number | string; email: string; role: string | null; expires_at: unknown; last_seen_at: unknown }
          | undefined
        >('sessions.id', 'sessions.user_id', 'users.email', 'users.role', 'sessions.expires_at', 'sessions.last_seen_at');
      return (
        row && {
          id: row.id,
          user: { id: Number(row.user_id), email: row.email },
          role: toStaffRole(row.role),
          expiresAt: new Date(toIso(row.expires_at)),
          lastSeenAt: new Date(toIso(row.last_seen_at)),
        }
      );
    },

    async touch(id: string, now = new Date()): Promise<void> {
      await db('sessions').where({ id }).update({ last_seen_at: toDbTime(db, now) });
    },

    /** Ends every session of a user at once (disabled, role removed, password reset). */
    async deleteForUser(userId: number, trx: Database | Knex.Transaction = db): Promise<number> {
      return trx('sessions').where({ user_id: userId }).del();
    },

    async delete(id: string): Promise<void> {
      await db('sessions').where({ id }).del();
    },

    /** Deletes every session whose expiry has passed; returns how many. */
    async deleteExpired(now = new Date()): Promise<number> {
      return db('sessions').where('expires_at', '<=', toDbTime(db, now)).del();
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
