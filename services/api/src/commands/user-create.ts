import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { MAX_LENGTH, validate } from '@joognoo/schemas';
import { STAFF_ROLES } from '@joognoo/schemas/admin';
import type { Database } from '../db/index.ts';
import { migrateLatest } from '../db/index.ts';
import { usersRepository, type User } from '../people/store/users.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, hashPassword } from '../security/passwords.ts';

export const USER_CREATE_USAGE =
  `Usage: user:create --email <address> --password <at least 12 characters> [--role ${STAFF_ROLES.join('|')}] [--name <name>]`;

/** A command's e-mail option (`--email`, `--lead-email`), trimmed. */
export function emailFlag(flag: string) {
  return v.pipe(
    v.string(`${flag} is required`),
    v.trim(),
    v.nonEmpty(`${flag} is required`),
    v.maxLength(MAX_LENGTH.email, `${flag} must be a valid e-mail address`),
    v.email(`${flag} must be a valid e-mail address`),
  );
}

/** A command's `--email` (shared by user:create and the privacy commands). */
export const emailOption = emailFlag('--email');

const newUserSchema = v.object({
  email: emailOption,
  password: v.pipe(
    v.string('--password is required'),
    v.minLength(MIN_PASSWORD_LENGTH, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    v.maxLength(MAX_PASSWORD_LENGTH, `--password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  ),
  role: v.optional(v.picklist(STAFF_ROLES, `--role must be one of ${STAFF_ROLES.join(', ')}`)),
  name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('--name must not be empty'), v.maxLength(200, '--name must be at most 200 characters'))),
});

/**
 * Creates a user (e-mail stored trimmed and lower-cased, password hashed with scrypt) after
 * checking the e-mail and the password length (12 to 1024 characters), with a back-office
 * role when given (`--role admin` bootstraps the first admin). Throws a readable error for
 * bad input, `EmailTaken` for an e-mail in use. The database must be migrated.
 */
export async function createUser(
  db: Database,
  input: { email?: unknown; password?: unknown; role?: unknown; name?: unknown },
): Promise<User> {
  const result = validate(newUserSchema, input);
  if (!result.success) throw new Error(Object.values(result.errors).join('; '));
  const { email, password, role, name } = result.output;
  return usersRepository(db).create(email, await hashPassword(password), { role: role ?? null, name: name ?? null });
}

/**
 * `user:create --email E --password P [--role R] [--name N]`: migrates, then creates the user. Throws a readable
 * error (with the usage) for bad arguments, `EmailTaken` for a taken e-mail. The password is
 * never printed.
 */
export async function createUserCommand(db: Database, args: readonly string[]): Promise<User> {
  let values: { email?: string; password?: string; role?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USER_CREATE_USAGE}`);
  }
  const result = validate(newUserSchema, values);
  if (!result.success) throw new Error(`${Object.values(result.errors).join('; ')}\n${USER_CREATE_USAGE}`);
  await migrateLatest(db);
  return createUser(db, result.output);
}
