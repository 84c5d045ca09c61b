import type { Context } from 'koa';
import { validate, type FieldErrors } from '@joognoo/schemas';
import { PARTNER_MESSAGES, partnerCreateSchema, partnerUpdateSchema, type Page, type PartnerAnswer, type PartnerDelivery, type PartnerListAnswer, type PartnerWithSecret } from '@joognoo/schemas/admin';
import { NotFoundError, ValidationError } from '../errors.ts';
import { partnerOrigins, partnerWebhookUrl } from './fields.ts';
import type { Partner, PartnerFields } from './service.ts';
import { normaliseEmail } from '../people/service.ts';
import { objectBody } from '../routing/body.ts';
import { pageParams, type AdminRouter } from '../admin/router.ts';

/**
 * The partners area: the partner records (as `partner:create` / `partner:update` keep them,
 * with the same checks: partners/fields.ts) and each partner's delivery log. A webhook secret
 * is in the answer of the create or rotate that made it, and nowhere else.
 */
export function partnersRoutes(admin: AdminRouter): void {
  const { config } = admin.deps;
  const { partners } = admin.services;

  const existing = async (ctx: Context): Promise<Partner> => {
    const found = await partners.find(String(ctx.params.id));
    if (!found) throw new NotFoundError(PARTNER_MESSAGES.unknown);
    return found;
  };

  /** Origins, webhook URL and lead e-mail as stored, or 400 naming the field. */
  const checkedFields = (input: { origins: string[]; webhookUrl?: string | null; leadEmail?: string | null }): Pick<PartnerFields, 'origins' | 'webhookUrl' | 'leadEmail'> => {
    const errors: FieldErrors = {};
    const origins = partnerOrigins(input.origins.filter((origin) => origin !== ''));
    if ('invalid' in origins) errors.origins = `"${origins.invalid}" is not an origin: use scheme://host[:port], e.g. https://partner.example`;
    else if (origins.origins.length === 0) errors.origins = 'Please list at least one origin';
    const rawUrl = input.webhookUrl?.trim() ? input.webhookUrl.trim() : null;
    const webhook = rawUrl === null ? null : partnerWebhookUrl(config, rawUrl);
    if (webhook && 'problem' in webhook) errors.webhookUrl = `The webhook URL ${webhook.problem}`;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return {
      origins: (origins as { origins: string[] }).origins,
      webhookUrl: webhook === null ? null : (webhook as { url: string }).url,
      leadEmail: input.leadEmail ? normaliseEmail(input.leadEmail) : null,
    };
  };

  admin.get('/api/admin/partners', 'partners', async (ctx) => {
    ctx.body = { items: await partners.list() } satisfies PartnerListAnswer;
  });

  admin.get('/api/admin/partners/:id', 'partners', async (ctx) => {
    ctx.body = { partner: await existing(ctx) } satisfies PartnerAnswer;
  });

  admin.get('/api/admin/partners/:id/deliveries', 'partners', async (ctx) => {
    const partner = await existing(ctx);
    const { page, perPage, offset } = pageParams(ctx);
    const { items, total } = await partners.deliveries(partner.id, { offset, perPage });
    ctx.body = { items, page, perPage, total } satisfies Page<PartnerDelivery>;
  });

  admin.post('/api/admin/partners', 'partners', admin.json, async (ctx) => {
    const result = validate(partnerCreateSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors);
    const { id, name, active = true } = result.output;
    const answer = await partners.create(admin.actor(ctx), id, { name, active, ...checkedFields(result.output) });
    ctx.status = 201;
    ctx.body = answer satisfies PartnerWithSecret;
  });

  // Every field at once (the edit form); a first webhook gets a secret (shown once), a removed one loses it.
  admin.put('/api/admin/partners/:id', 'partners', admin.json, async (ctx) => {
    const before = await existing(ctx);
    const result = validate(partnerUpdateSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors);
    const { name, active } = result.output;
    ctx.body = (await partners.update(admin.actor(ctx), before, { name, active, ...checkedFields(result.output) })) satisfies PartnerWithSecret;
  });

  admin.post('/api/admin/partners/:id/rotate-secret', 'partners', async (ctx) => {
    const before = await existing(ctx);
    ctx.body = (await partners.rotateSecret(admin.actor(ctx), before)) satisfies PartnerWithSecret;
  });
}
