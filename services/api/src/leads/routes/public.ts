import Router from '@koa/router';
import type { Context } from 'koa';
import {
  HONEYPOT_FIELD,
  NEWSLETTER_OUTCOMES,
  PARTNER_UNKNOWN,
  PROOF_OF_WORK_CHALLENGE_PATH,
  cleanAttribution,
  contactSchemas,
  leadContextSchema,
  newsletterSchema,
  validate,
  type LeadAttribution,
  type MessageResponse,
  type OkResponse,
} from '@joognoo/schemas';
import type { Config } from '../../config.ts';
import { ValidationError } from '../../errors.ts';
import { partnerIdOf, registeredOrigin } from '../../middleware/registration.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { formCeiling } from '../../middleware/form-ceiling.ts';
import { rateLimit, rateLimitPeek } from '../../middleware/rate-limit.ts';
import { BodySlots, bodySlot } from '../../middleware/body-slots.ts';
import { confirmationComposer, type ComposeConfirmation } from '../../newsletter/confirmation.ts';
import type { Services } from '../../services.ts';
import { proofOfWork } from '../../security/proof-of-work.ts';
import { objectBody } from '../../routing/body.ts';

const ORIGIN_MAX_LENGTH = 500;

const CONTACT_OK = { status: 201, body: { ok: true } satisfies OkResponse } as const;
const NEWSLETTER_OK = { status: 200, body: { ok: true, message: NEWSLETTER_OUTCOMES.success.description } satisfies MessageResponse } as const;

type LeadsConfig = Pick<
  Config,
  'bodyLimitBytes' | 'requestLimits' | 'rateLimitLeads' | 'trustProxy' | 'siteOrigin' | 'siteUrl' | 'embedOrigins' | 'integrationKeys' | 'proofOfWork' | 'nodeEnv'
>;

/**
 * Both lead POSTs, every check before the body is read: the client's bodies in flight
 * (`bodySlot`), the registration check of the Origin (which reads the body for its `partner`
 * only for a foreign origin, and only when the client is within its rate limit), the per-IP
 * rate limit, the form's site-wide ceiling (past it, a solved challenge), then a stored
 * answer for a repeated Idempotency-Key (the first to read the body), then the JSON body,
 * the honeypot, validation and one committed transaction. `GET /api/challenge` hands out a
 * challenge.
 */
export function leadsRouter(repositories: Services, config: LeadsConfig, slots = new BodySlots(config.requestLimits.bodiesPerAddress)): Router {
  const proof = proofOfWork(repositories.rateLimits, config);
  const guards = (name: string) => {
    const limit = { name, limit: config.rateLimitLeads, trustProxy: config.trustProxy };
    return [
      bodySlot(slots, config.trustProxy),
      registeredOrigin(config, repositories.partners, {
        partnerInBody: true,
        bodyLimitBytes: config.bodyLimitBytes,
        beforeBody: rateLimitPeek(repositories.rateLimits, limit),
      }),
      rateLimit(repositories.rateLimits, { ...limit, acceptedOnly: true }),
      formCeiling(repositories.rateLimits, proof, { name, ceiling: config.proofOfWork.ceiling }),
      idempotency(repositories.idempotency, name, { bodyLimitBytes: config.bodyLimitBytes }),
      jsonBody(config.bodyLimitBytes),
    ];
  };
  const composeConfirmation = confirmationComposer(config);
  const router = new Router();
  router.get(PROOF_OF_WORK_CHALLENGE_PATH, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await proof.challenge();
  });
  router.post('/api/contact', ...guards('contact'), (ctx) => submitContact(ctx, repositories));
  router.post('/api/newsletter/subscribe', ...guards('newsletter'), (ctx) => subscribe(ctx, repositories, composeConfirmation));
  return router;
}

/** Read before validation: the schemas strip unknown keys. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** The embedding page's origin: the Origin header, else the Referer's origin. */
export function leadOrigin(ctx: Context): string | null {
  const origin = ctx.get('Origin');
  if (origin && origin !== 'null') return origin.slice(0, ORIGIN_MAX_LENGTH);
  const referer = ctx.get('Referer');
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin.slice(0, ORIGIN_MAX_LENGTH);
  }
  return null;
}

/**
 * The stored attribution of a lead: `cleanAttribution(body.attribution)` (@joognoo/schemas),
 * its page URL falling back to the Referer (http or https, no fragment, at most 1000
 * characters) when the body has none.
 */
export function leadAttribution(ctx: Context, body: Record<string, unknown>): LeadAttribution {
  const attribution = cleanAttribution(body.attribution);
  return { ...attribution, pageUrl: attribution.pageUrl ?? cleanAttribution({ pageUrl: ctx.get('Referer') }).pageUrl };
}

/**
 * The partner id to store with a lead: '' (none) or an existing partner's id, else a 400
 * `Unknown partner.`; the registration check has looked it up already for a partner origin.
 */
export async function leadPartnerId(ctx: Context, body: Record<string, unknown>, partners: Services['partners']): Promise<string | null> {
  const id = partnerIdOf(body);
  if (id === '') return null;
  const partner = ctx.state.partner ?? (await partners.find(id));
  if (!partner) throw ValidationError.field('partner', PARTNER_UNKNOWN);
  return partner.id;
}

function answer(ctx: Context, { status, body }: { status: number; body: unknown }): void {
  ctx.status = status;
  ctx.body = body;
}

/** The lead context first (which form, source, service), then that form's own rules. */
async function submitContact(ctx: Context, { leads, partners }: Services): Promise<void> {
  const body = objectBody(ctx);
  if (honeypotFilled(body)) return answer(ctx, CONTACT_OK); // looks like success, stores nothing
  const context = validate(leadContextSchema, { form: body.form, source: body.source, service: body.service, locale: body.locale });
  if (!context.success) throw ValidationError.of(context);
  const { form, source, service, locale } = context.output;
  const fields = validate(contactSchemas[form], body);
  if (!fields.success) throw ValidationError.of(fields);
  const partnerId = await leadPartnerId(ctx, body, partners);
  const claim = ctx.state.idempotency;
  await leads.createContactRequest(
    {
      form,
      ...fields.output,
      message: fields.output.message ?? '',
      source,
      service,
      locale,
      origin: leadOrigin(ctx),
      partnerId,
      ...leadAttribution(ctx, body),
    },
    claim && { ...claim, ...CONTACT_OK },
  );
  answer(ctx, CONTACT_OK);
}

/**
 * A sign-up stores the address as pending and queues the confirmation e-mail (double opt-in).
 * A repeated address answers exactly like a new one, so the answer reveals nothing.
 */
async function subscribe(ctx: Context, { newsletter, partners }: Services, composeConfirmation: ComposeConfirmation): Promise<void> {
  const body = objectBody(ctx);
  if (honeypotFilled(body)) return answer(ctx, NEWSLETTER_OK);
  const context = validate(leadContextSchema, { source: body.source, locale: body.locale });
  if (!context.success) throw ValidationError.of(context);
  const result = validate(newsletterSchema, body);
  if (!result.success) throw ValidationError.of(result);
  const partnerId = await leadPartnerId(ctx, body, partners);
  const claim = ctx.state.idempotency;
  await newsletter.subscribe(
    { email: result.output.email, source: context.output.source, locale: context.output.locale, origin: leadOrigin(ctx), partnerId, ...leadAttribution(ctx, body) },
    composeConfirmation,
    claim && { ...claim, ...NEWSLETTER_OK },
  );
  answer(ctx, NEWSLETTER_OK);
}
