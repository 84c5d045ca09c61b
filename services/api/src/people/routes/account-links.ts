import Router from '@koa/router';
import type { Context } from 'koa';
import { validate, type AuthResponse } from '@joognoo/schemas';
import {
  PEOPLE_MESSAGES,
  acceptInvitationSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  type InvitationPreview,
  type MessageAnswer,
} from '@joognoo/schemas/admin';
import type { Config } from '../../config.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { SESSION_MAX_AGE_SECONDS, newSessionToken, sessionId, sessionToken, setSessionCookie } from '../../middleware/auth.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { linkTokenHash } from '../links.ts';
import { EmailTaken, normaliseEmail } from '../service.ts';
import type { Services } from '../../services.ts';
import { linkAttempts } from '../../security/link-attempts.ts';
import { isKnownSignInAddress } from '../../security/login-attempts.ts';
import { hashPassword } from '../../security/passwords.ts';
import { objectBody } from '../../routing/body.ts';

type LinksConfig = Pick<Config, 'bodyLimitBytes' | 'trustProxy' | 'cookieSecure'>;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The public side of the people area's links (no session needed; /api/auth is same-site
 * only and never cached): reading and accepting an invitation, asking for and completing a
 * password reset. Every call counts against the client's limit (and a reset request against
 * the address's, past which only a known sign-in address gets the e-mail); answers never
 * say whether an e-mail has an account.
 */
export function accountLinksRouter(repositories: Services, config: LinksConfig, now: () => Date = () => new Date()): Router {
  const { people, sessions } = repositories;
  const attempt = linkAttempts(repositories.rateLimits, () => now().getTime());
  const router = new Router();
  const body = jsonBody(config.bodyLimitBytes);

  /** 429 when the client is over its limit; else whether the e-mail address is over its own. */
  const limit = async (ctx: Context, email?: string): Promise<{ emailOverLimit: boolean }> => {
    const { retryAfter, emailOverLimit } = await attempt(clientIp(ctx, config.trustProxy), email);
    if (retryAfter !== undefined) {
      ctx.set('Retry-After', String(retryAfter));
      throw new HttpError(429, PEOPLE_MESSAGES.tooManyRequests);
    }
    return { emailOverLimit };
  };
  const invalidLink = () => new HttpError(404, PEOPLE_MESSAGES.invalidLink);

  router.get('/api/auth/invitations/:token', async (ctx) => {
    await limit(ctx);
    const token = ctx.params.token ?? '';
    const found = TOKEN_PATTERN.test(token) ? await people.findUsableToken('invitation', linkTokenHash(token), now()) : undefined;
    if (!found || !found.role) throw invalidLink();
    ctx.body = { email: found.email, name: found.name, role: found.role, expiresAt: found.expiresAt.toISOString() } satisfies InvitationPreview;
  });

  // Creates the account with the invitation's role, records it (the new user is the actor)
  // and signs them in.
  router.post('/api/auth/invitations/accept', body, async (ctx) => {
    await limit(ctx);
    const result = validate(acceptInvitationSchema, objectBody(ctx));
    if (!result.success) {
      if (result.errors.token) throw invalidLink();
      throw new ValidationError(result.errors);
    }
    const { token, name, password } = result.output;
    const at = now();
    const found = await people.findUsableToken('invitation', linkTokenHash(token), at);
    if (!found || !found.role) throw invalidLink();
    const role = found.role;
    const passwordHash = await hashPassword(password);
    let userId: number;
    try {
      userId = await people.acceptInvitation({ ...found, role }, { passwordHash, name, ip: clientIp(ctx, config.trustProxy) }, at, invalidLink);
    } catch (error) {
      if (error instanceof EmailTaken) throw new HttpError(409, PEOPLE_MESSAGES.alreadyActive);
      throw error;
    }
    const session = newSessionToken();
    const previous = sessionToken(ctx);
    await sessions.create(sessionId(session), userId, new Date(at.getTime() + SESSION_MAX_AGE_SECONDS * 1000), previous && sessionId(previous));
    setSessionCookie(ctx, session, config.cookieSecure);
    ctx.status = 201;
    ctx.body = { user: { id: userId, email: found.email } } satisfies AuthResponse;
  });

  // Always the same 202, account or not (the e-mail goes only to an existing, enabled one).
  // Past the address's limit the answer stays the same but the e-mail goes only when the
  // request comes from where the account signed in within 30 days: strangers asking for the
  // address can neither flood it nor use up its owner's requests, and the owner (at home, at
  // the office) still gets the link. The address is the sign-in throttle's record, so no
  // extra cookie or secret is needed and it works the same with or without JavaScript.
  router.post('/api/auth/password-resets', body, async (ctx) => {
    const result = validate(passwordResetRequestSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors);
    const email = normaliseEmail(result.output.email);
    const { emailOverLimit } = await limit(ctx, email);
    const allowed = !emailOverLimit || (await isKnownSignInAddress(repositories.rateLimits, email, clientIp(ctx, config.trustProxy), () => now().getTime()));
    const user = await repositories.users.findByEmail(email);
    if (user && allowed) await people.requestPasswordReset({ userId: user.id, email: user.email }, now());
    ctx.status = 202;
    ctx.body = { message: PEOPLE_MESSAGES.resetRequested } satisfies MessageAnswer;
  });

  // Sets the new password and ends every session of the account.
  router.post('/api/auth/password-resets/complete', body, async (ctx) => {
    await limit(ctx);
    const result = validate(passwordResetSchema, objectBody(ctx));
    if (!result.success) {
      if (result.errors.token) throw invalidLink();
      throw new ValidationError(result.errors);
    }
    const at = now();
    const found = await people.findUsableToken('password_reset', linkTokenHash(result.output.token), at);
    if (!found?.userId) throw invalidLink();
    const passwordHash = await hashPassword(result.output.password);
    await people.completePasswordReset(found, { passwordHash, ip: clientIp(ctx, config.trustProxy) }, at, invalidLink);
    ctx.body = { message: PEOPLE_MESSAGES.passwordChanged } satisfies MessageAnswer;
  });

  return router;
}
