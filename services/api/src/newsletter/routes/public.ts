import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { NEWSLETTER_LINK_LANGUAGE_PARAM, SOURCE_LOCALE, TOKEN_REQUIRED, lookupLocale, type MessageResponse } from '@joognoo/schemas';
import type { Config } from '../../config.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { registeredOrigin } from '../../middleware/registration.ts';
import { tokenHashOf } from '../tokens.ts';
import type { Services } from '../../services.ts';
import { objectBody } from '../../routing/body.ts';

export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed.';
export const CONFIRMATION_LINK_INVALID = 'This confirmation link has expired or was already used.';
export const NEWSLETTER_UNSUBSCRIBED = 'You have been unsubscribed.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

type NewsletterConfig = Pick<Config, 'bodyLimitBytes' | 'rateLimitLeads' | 'trustProxy' | 'siteOrigin' | 'siteUrl' | 'embedOrigins'>;

/**
 * The links of the newsletter e-mails. `POST /api/newsletter/confirm { token }` (the site's
 * confirm page) is rate-limited per client IP like the lead POSTs. `POST
 * /api/newsletter/unsubscribe` takes `{ token }` as JSON (the site's unsubscribe page) or the
 * RFC 8058 one-click POST of a mail provider (token in the URL, a form body
 * `List-Unsubscribe=One-Click`, no cookies, no Origin); it is not rate-limited, since those
 * POSTs come from a few provider addresses and must never be refused. A GET of that URL (a
 * mail program of RFC 2369 days, a person pasting it) changes nothing and is sent on to the
 * site's unsubscribe page with its one button. Both POSTs from a page must come from a
 * registered origin (the site's, EMBED_ORIGINS, the API's own host): else the JSON 403 of
 * ../middleware/registration.ts, before the rate limit.
 */
export function newsletterRouter(repositories: Services, config: NewsletterConfig): Router {
  const { newsletter } = repositories;
  const registered = registeredOrigin(config, repositories.partners, { partnerInBody: false, bodyLimitBytes: config.bodyLimitBytes });
  const router = new Router();
  router.post(
    '/api/newsletter/confirm',
    registered,
    rateLimit(repositories.rateLimits, { name: 'newsletter-confirm', limit: config.rateLimitLeads, trustProxy: config.trustProxy }),
    jsonBody(config.bodyLimitBytes),
    (ctx) => confirm(ctx, newsletter),
  );
  router.post('/api/newsletter/unsubscribe', registered, oneClickOrJsonBody(config.bodyLimitBytes), (ctx) => unsubscribe(ctx, newsletter));
  router.get('/api/newsletter/unsubscribe', toUnsubscribePage);
  return router;
}

/**
 * RFC 8058: the token is in the URL and the body (`List-Unsubscribe=One-Click`, form-encoded
 * or multipart) carries nothing else, so it is read (up to the limit) and dropped. Without a
 * `?token=` the body must be JSON `{ token }`.
 */
function oneClickOrJsonBody(limitBytes: number): Middleware {
  const json = jsonBody(limitBytes);
  return async (ctx, next) => {
    const token = ctx.query.token;
    if (typeof token !== 'string') return json(ctx, next);
    try {
      await getRawBody(ctx.req, { length: ctx.request.length, limit: limitBytes });
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large') throw new HttpError(413, `Request body is larger than ${limitBytes} bytes`);
      throw error;
    }
    ctx.request.jsonBody = { token };
    return next();
  };
}

/**
 * 303 to `/newsletter/unsubscribe` with the same token and language (a GET must not
 * unsubscribe: prefetchers).
 */
function toUnsubscribePage(ctx: Context): void {
  const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
  const lang = lookupLocale(typeof ctx.query[NEWSLETTER_LINK_LANGUAGE_PARAM] === 'string' ? ctx.query[NEWSLETTER_LINK_LANGUAGE_PARAM] : undefined);
  const query = [token ? `token=${encodeURIComponent(token)}` : '', lang && lang !== SOURCE_LOCALE ? `${NEWSLETTER_LINK_LANGUAGE_PARAM}=${lang}` : ''].filter(Boolean).join('&');
  ctx.status = 303;
  ctx.redirect(`/newsletter/unsubscribe${query ? `?${query}` : ''}`);
}

/** The token of `{ token }`: 400 when it is missing; its hash, or undefined when it is not a token at all. */
function tokenHash(ctx: Context): string | undefined {
  const { token } = objectBody(ctx);
  if (typeof token !== 'string' || token.trim() === '') throw ValidationError.field('token', TOKEN_REQUIRED);
  return tokenHashOf(token.trim());
}

async function confirm(ctx: Context, newsletter: Services['newsletter']): Promise<void> {
  const hash = tokenHash(ctx);
  if (!hash || !(await newsletter.confirm(hash))) throw new HttpError(410, CONFIRMATION_LINK_INVALID);
  ctx.body = { ok: true, message: NEWSLETTER_CONFIRMED } satisfies MessageResponse;
}

async function unsubscribe(ctx: Context, newsletter: Services['newsletter']): Promise<void> {
  const hash = tokenHash(ctx);
  if (!hash || !(await newsletter.unsubscribe(hash))) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { ok: true, message: NEWSLETTER_UNSUBSCRIBED } satisfies MessageResponse;
}
