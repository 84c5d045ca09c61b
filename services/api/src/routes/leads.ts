import Router from '@koa/router';
import type { Context } from 'koa';
import { contactSchemas, leadContextSchema, newsletterSchema, validate } from '@joognoo/schemas';
import { BadRequestError, ValidationError } from '../errors.ts';
import { jsonBody } from '../middleware/json-body.ts';
import type { Repositories } from '../repositories/index.ts';

export const NEWSLETTER_THANKS = 'Thank you for subscribing to our newsletter!';
const ORIGIN_MAX_LENGTH = 500;

export function leadsRouter({ leads }: Repositories, bodyLimitBytes: number): Router {
  const router = new Router();
  router.post('/api/contact', jsonBody(bodyLimitBytes), (ctx) => submitContact(ctx, leads));
  router.post('/api/newsletter/subscribe', jsonBody(bodyLimitBytes), (ctx) => subscribe(ctx, leads));
  return router;
}

function objectBody(ctx: Context): Record<string, unknown> {
  const body = ctx.request.jsonBody;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** The lead context first (which form, source, service), then that form's own rules. */
async function submitContact(ctx: Context, leads: Repositories['leads']): Promise<void> {
  const body = objectBody(ctx);
  const context = validate(leadContextSchema, { form: body.form, source: body.source, service: body.service });
  if (!context.success) throw new ValidationError(context.errors);
  const { form, source, service } = context.output;
  const fields = validate(contactSchemas[form], body);
  if (!fields.success) throw new ValidationError(fields.errors);
  const origin = ctx.get('Origin');
  await leads.createContactRequest({
    form,
    ...fields.output,
    message: fields.output.message ?? '',
    source,
    service,
    origin: origin ? origin.slice(0, ORIGIN_MAX_LENGTH) : null,
  });
  ctx.status = 201;
  ctx.body = { ok: true };
}

/** A repeated address answers exactly like a new one, so the answer reveals nothing. */
async function subscribe(ctx: Context, leads: Repositories['leads']): Promise<void> {
  const result = validate(newsletterSchema, objectBody(ctx));
  if (!result.success) throw new ValidationError(result.errors);
  await leads.subscribe(result.output.email);
  ctx.status = 200;
  ctx.body = { ok: true, message: NEWSLETTER_THANKS };
}
