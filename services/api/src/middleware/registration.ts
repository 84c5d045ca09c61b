import type { Context, Middleware } from 'koa';
import { ALLOW_LISTING_ANCHOR, ORIGIN_NOT_REGISTERED, PARTNER_UNKNOWN, WIDGETS_DOCS_PATH, partnerIdSchema, validate } from '@joognoo/schemas';
import { normaliseOrigin, type Config } from '../config.ts';
import { ValidationError } from '../errors.ts';
import type { Partner, PartnersRepository } from '../partners/store.ts';
import { isSameHost } from './cors.ts';
import { jsonBodySource, type BodySource } from './json-body.ts';

/** The field message of a `partner` that is not a partner id (or names no partner): `partner.unknown`. */
export const UNKNOWN_PARTNER = PARTNER_UNKNOWN.text;

/** The JSON body of the 403 (see ORIGIN_NOT_REGISTERED of @joognoo/schemas). */
export interface OriginNotRegisteredBody {
  code: typeof ORIGIN_NOT_REGISTERED;
  message: string;
  origin: string;
  docs: string;
}

declare module 'koa' {
  interface DefaultState {
    /** The partner the body named, once `registeredOrigin` has looked it up. */
    partner?: Partner | null;
  }
}

const COMMAND = 'pnpm --filter @joognoo/api';
const EMBED_HINT = "(or add it to EMBED_ORIGINS for the company's own sites)";

/** The URL of the allow-listing step of the widget docs on the site (SITE_URL + path + anchor). */
export function allowListingDocs(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${WIDGETS_DOCS_PATH}#${ALLOW_LISTING_ANCHOR}`;
}

/**
 * `partner` of a body: '' for none, else a well-formed partner id; a 400 `{ message, errors:
 * { partner: 'Unknown partner.' }, codes: { partner: { code: 'partner.unknown' } } }` for
 * anything else (partnerIdSchema of @joognoo/schemas).
 */
export function partnerIdOf(body: unknown): string {
  const value = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).partner : undefined;
  const result = validate(partnerIdSchema, value);
  if (!result.success) throw ValidationError.field('partner', PARTNER_UNKNOWN);
  return result.output;
}

/** What the 403 says: the origin, why it is not registered, and the command or setting that fixes it. */
export function notRegisteredMessage(origin: string, partnerId: string, partner: Partner | undefined, docs: string): string {
  if (normaliseOrigin(origin) === undefined) {
    return `The origin ${origin} cannot be registered: embed the widget on an http(s) page (not a sandboxed frame or a file). See ${docs}.`;
  }
  if (partnerId === '') {
    return (
      `The origin ${origin} is not registered. On a partner's page give the widget partner="<id>" and add the origin with: ` +
      `${COMMAND} partner:update --id <id> --add-origin ${origin} ${EMBED_HINT}. See ${docs}.`
    );
  }
  if (!partner) {
    return (
      `The origin ${origin} is not registered: there is no partner "${partnerId}". Create it with: ` +
      `${COMMAND} partner:create --id ${partnerId} --name "<name>" --origin ${origin} ${EMBED_HINT}. See ${docs}.`
    );
  }
  if (!partner.active) {
    return (
      `The origin ${origin} is not registered: partner "${partnerId}" is not active. Activate it with: ` +
      `${COMMAND} partner:update --id ${partnerId} --active${partner.origins.includes(origin) ? '' : ` --add-origin ${origin}`} ${EMBED_HINT}. See ${docs}.`
    );
  }
  return (
    `The origin ${origin} is not registered for partner "${partnerId}". Add it with: ` +
    `${COMMAND} partner:update --id ${partnerId} --add-origin ${origin} ${EMBED_HINT}. See ${docs}.`
  );
}

export interface RegistrationOptions {
  /** Read the body (when the origin is not registered by itself) for its `partner`. */
  partnerInBody: boolean;
  bodyLimitBytes: number;
  /** How the body is read (default: JSON, `jsonBody(bodyLimitBytes)`); a multipart form's `partner` is a field. */
  body?: BodySource;
  /**
   * Runs before the body is read for its `partner` (the rate limit's check without counting,
   * `rateLimitPeek`): a client past its limit is refused before its body is read.
   */
  beforeBody?: Middleware;
}

/**
 * Registration check of a public write, before its idempotency key, rate limit and handler:
 * a request whose Origin is the site's (`SITE_URL`), one of `EMBED_ORIGINS` or the request's
 * own host goes on at once; otherwise (with `partnerInBody`, and once `beforeBody` let it
 * on) the body is read and the
 * request goes on when `partner` names an ACTIVE partner whose origins include the Origin.
 * Anything else is answered 403 `{ code: 'origin_not_registered', message, origin, docs }`,
 * having stored nothing, claimed no idempotency key and used no rate-limit slot. A request
 * without Origin (a server, curl, a mail provider's one-click unsubscribe) is not checked.
 */
export function registeredOrigin(
  config: Pick<Config, 'siteOrigin' | 'siteUrl' | 'embedOrigins'>,
  partners: Pick<PartnersRepository, 'find'>,
  { partnerInBody, bodyLimitBytes, body = jsonBodySource(bodyLimitBytes), beforeBody = (_ctx, next) => next() }: RegistrationOptions,
): Middleware {
  const allowlist = new Set([config.siteOrigin, ...config.embedOrigins]);
  const docs = allowListingDocs(config.siteUrl);

  function refuse(ctx: Context, origin: string, partnerId: string, partner: Partner | undefined): void {
    ctx.status = 403;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { code: ORIGIN_NOT_REGISTERED, message: notRegisteredMessage(origin, partnerId, partner, docs), origin, docs } satisfies OriginNotRegisteredBody;
  }

  return async (ctx, next) => {
    const sent = ctx.get('Origin');
    if (!sent) return next();
    const origin = normaliseOrigin(sent);
    if (origin !== undefined && (allowlist.has(origin) || isSameHost(ctx, origin))) return next();
    // An opaque or malformed Origin is reported as sent (cut: it is echoed in the answer).
    const shown = origin ?? sent.slice(0, 200);
    if (!partnerInBody || origin === undefined) return refuse(ctx, shown, '', undefined);
    await beforeBody(ctx, () =>
      body.read(ctx, async () => {
        const partnerId = partnerIdOf(body.value(ctx));
        const partner = partnerId === '' ? undefined : await partners.find(partnerId);
        if (partner?.active && partner.origins.includes(origin)) {
          ctx.state.partner = partner;
          return next();
        }
        refuse(ctx, shown, partnerId, partner);
      }),
    );
  };
}
