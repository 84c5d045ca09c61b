import { createHash, randomBytes } from 'node:crypto';
import { SITE_COOKIES } from '@joognoo/schemas';
import type { StaffRole } from '@joognoo/schemas/admin';
import type { Context, Middleware } from 'koa';
import { HttpError } from '../errors.ts';
import type { SessionsRepository } from '../people/store/sessions.ts';
import type { User } from '../people/store/users.ts';

/** The authentication cookie of the cookie policy: the raw session token. */
export const SESSION_COOKIE = SITE_COOKIES.auth;
/** 30 days, as the cookie policy states. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Expired sessions are deleted at most this often per process. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, set by `session()`. */
    user?: User;
    /** The signed-in session's id (the SHA-256 of its token), set by `session()`. */
    sessionId?: string;
    /** The signed-in user's back-office role (null: a customer account), set by `session()`. */
    role?: StaffRole | null;
  }
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored id of a session: the token itself never reaches the database. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of the request's `joognoo_auth` cookie, when it has the right form. */
export function sessionToken(ctx: Context): string | undefined {
  const token = ctx.cookies.get(SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` for a new session: HttpOnly, SameSite=Lax, 30 days, Secure when configured. */
export function setSessionCookie(ctx: Context, token: string, secure: boolean): void {
  ctx.append('Set-Cookie', cookie(token, SESSION_MAX_AGE_SECONDS, secure));
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  ctx.append('Set-Cookie', cookie('', 0, secure));
}

/**
 * Resolves the `joognoo_auth` cookie to its session and user (`ctx.state.user`). An
 * unknown token is ignored; an expired session is deleted and ignored.
 */
export function session(sessions: SessionsRepository, now: () => number = Date.now): Middleware {
  let lastCleanup = 0;
  return async (ctx, next) => {
    if (now() - lastCleanup >= CLEANUP_INTERVAL_MS) {
      lastCleanup = now();
      await sessions.deleteExpired(new Date(now()));
    }
    const token = sessionToken(ctx);
    if (token) {
      const id = sessionId(token);
      const found = await sessions.find(id);
      if (found && found.expiresAt.getTime() <= now()) {
        await sessions.delete(id);
      } else if (found) {
        if (now() - found.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await sessions.touch(id, new Date(now()));
        ctx.state.user = found.user;
        ctx.state.sessionId = id;
        ctx.state.role = found.role;
      }
    }
    await next();
  };
}

/** 401 `{ message: 'Please sign in to continue.' }` unless `session()` found a user. */
export const requireUser: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw new HttpError(401, SIGN_IN_REQUIRED);
  await next();
};
