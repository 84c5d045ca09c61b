import type { AuthUser } from '@joognoo/schemas';
import type { StaffRole } from '@joognoo/schemas/admin';
import type { Database } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/index.ts';
import { toDbTime } from '../../db/columns.ts';

/** A user as the API shows one (`AuthUser` of @joognoo/schemas): never the password hash. */
export type User = AuthUser;

export interface UserWithPassword extends User {
  passwordHash: string;
}

export interface NewUserOptions {
  /** A back-office role; none makes a customer account. */
  role?: StaffRole | null;
  name?: string | null;
}

/** A user with this e-mail already exists. */
export class EmailTaken extends Error {
  override name = 'EmailTaken';
}

/** E-mails are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function usersRepository(db: Database) {
  return {
    /** The user's display name (null when none is set or there is no such user). */
    async displayName(id: number): Promise<string | null> {
      const row = await db('users').where({ id }).first<{ name: string | null } | undefined>('name');
      return row?.name ?? null;
    },

    /** A user who may sign in (a disabled one is not found). */
    async findByEmail(email: string): Promise<UserWithPassword | undefined> {
      const row = await db('users')
        .where({ email: normaliseEmail(email) })
        .whereNull('disabled_at')
        .first<{ id: number | string; email: string; password_hash: string } | undefined>('id', 'email', 'password_hash');
      return row && { id: Number(row.id), email: row.email, passwordHash: row.password_hash };
    },

    /** Throws `EmailTaken` when the (normalised) e-mail is in use, even concurrently. */
    async create(email: string, passwordHash: string, { role = null, name = null }: NewUserOptions = {}): Promise<User> {
      const normal = normaliseEmail(email);
      try {
        const [id] = await db('users').insert({ email: normal, password_hash: passwordHash, role, name, created_at: toDbTime(db, new Date()) });
        return { id: Number(id), email: normal };
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTaken(`A user with the e-mail ${normal} already exists.`, { cause: error });
        throw error;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
