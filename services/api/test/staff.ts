import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@joognoo/schemas/admin';
import { createUser } from '../src/commands/user-create.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/index.ts';
import { SESSION_COOKIE, newSessionToken, sessionId } from '../src/middleware/auth.ts';
import { sessionsRepository } from '../src/people/store/sessions.ts';
import type { User } from '../src/people/store/users.ts';

export const STAFF_PASSWORD = 'a long enough staff password';

export interface SignedInStaff {
  user: User;
  /** The `Cookie` header of a fresh session of this user. */
  cookie: string;
  /** Headers for a back-office call as this user: the cookie, and the site's Origin for writes. */
  headers: Record<string, string>;
}

/** A session for an existing user: a `Cookie` header value. */
export async function signIn(db: Database, userId: number): Promise<string> {
  const token = newSessionToken();
  await sessionsRepository(db).create(sessionId(token), userId, new Date(Date.now() + 3_600_000));
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * A new user with this back-office role (or a customer account for `null`), signed in.
 * Writes must carry the site's Origin (the back office refuses cross-site writes).
 */
export async function signedInStaff(db: Database, config: Pick<Config, 'siteOrigin'>, role: StaffRole | null, email?: string): Promise<SignedInStaff> {
  const user = await createUser(db, {
    email: email ?? `${role ?? 'customer'}-${randomBytes(4).toString('hex')}@joognoo.test`,
    password: STAFF_PASSWORD,
    role: role ?? undefined,
    name: role ? `Test ${role}` : undefined,
  });
  const cookie = await signIn(db, user.id);
  return { user, cookie, headers: { cookie, origin: config.siteOrigin } };
}

/** A back-office call: JSON in and out, as `staff` (or signed out without). */
export function adminFetch(url: string, method: string, staff?: SignedInStaff, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = staff ? { ...staff.headers } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
