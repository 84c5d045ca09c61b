import Router from '@koa/router';
import type { Context } from 'koa';
import { SIGN_IN_MESSAGES, loginSchema, validate, type AuthResponse } from '@joognoo/schemas';
import type { Config } from '../../config.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import {
  SESSION_MAX_AGE_SECONDS,
  clearSessionCookie,
  newSessionToken,
  requireUser,
  session,
  sessionId,
  sessionToken,
  setSessionCookie,
} from '../../middleware/auth.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import type { Services } from '../../services.ts';
import { normaliseEmail } from '../service.ts';
import { loginAttempts } from '../../security/login-attempts.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../security/passwords.ts';
import { objectBody } from '../../routing/body.ts';

export const INVALID_CREDENTIALS = SIGN_IN_MESSAGES.invalidCredentials;
export const TOO_MANY_SIGN_INS = SIGN_IN_MESSAGES.tooManyAttempts;

type AuthConfig = Pick<Config, 'bodyLimitBytes' | 'trustProxy' | 'cookieSecure'>;

/** Sign in, sign out, who am I. (Cross-site writes are refused before these run.) */
export function authRouter(repositories: Services, config: AuthConfig): Router {
  const attempt = loginAttempts(repositories.rateLimits);
  const router = new Router();
  router.post('/api/auth/login', jsonBody(config.bodyLimitBytes), (ctx) => login(ctx, repositories, config, attempt));
  router.post('/api/auth/logout', (ctx) => logout(ctx, repositories, config));
  router.get('/api/auth/me', session(repositories.sessions), requireUser, (ctx) => {
    ctx.body = { user: ctx.state.user! } satisfies AuthResponse;
  });
  return router;
}

/**
 * A wrong e-mail and a wrong password get the same 401, after the same scrypt work (an
 * unknown e-mail is checked against a dummy hash). Every attempt counts against the
 * account's and the client's limit first; a success gives it back and starts a new
 * session, deleting the one the browser still held (rotation).
 */
async function login(ctx: Context, { users, sessions }: Services, config: AuthConfig, attempt: ReturnType<typeof loginAttempts>) {
  const result = validate(loginSchema, objectBody(ctx));
  if (!result.success) throw ValidationError.of(result);
  const email = normaliseEmail(result.output.email);
  const { retryAfter, succeeded } = await attempt(email, clientIp(ctx, config.trustProxy));
  if (retryAfter !== undefined) {
    ctx.set('Retry-After', String(retryAfter));
    throw new HttpError(429, TOO_MANY_SIGN_INS);
  }
  const user = await users.findByEmail(email);
  const matches = await verifyPassword(result.output.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !matches) throw new HttpError(401, INVALID_CREDENTIALS);
  await succeeded();

  const token = newSessionToken();
  const previous = sessionToken(ctx);
  await sessions.create(sessionId(token), user.id, new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000), previous && sessionId(previous));
  setSessionCookie(ctx, token, config.cookieSecure);
  ctx.body = { user: { id: user.id, email: user.email } } satisfies AuthResponse;
}

/** Deletes the session (if any) and clears the cookie; fine when not signed in. */
async function logout(ctx: Context, { sessions }: Services, config: AuthConfig) {
  const token = sessionToken(ctx);
  if (token) await sessions.delete(sessionId(token));
  clearSessionCookie(ctx, config.cookieSecure);
  ctx.status = 204;
}
