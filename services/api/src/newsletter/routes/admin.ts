import {
  SUBSCRIBER_STATUSES,
  subscriberEraseBodySchema,
  type SubscriberErasureAnswer,
  type SubscriberFilters,
  type SubscriberList,
  type SubscriberRemovalAnswer,
  type SubscriberStatus,
} from '@joognoo/schemas/admin';
import type { Context } from 'koa';
import { sendCsv } from '../../admin/csv.ts';
import { pageParams, type AdminRouter } from '../../admin/router.ts';
import { ValidationError } from '../../errors.ts';
import { validBody } from '../../routing/body.ts';
import { queryText } from '../../routing/query.ts';

function subscriberFilters(ctx: Context): SubscriberFilters {
  const status = queryText(ctx, 'status');
  if (status !== undefined && !(SUBSCRIBER_STATUSES as readonly string[]).includes(status)) throw new ValidationError({ status: 'Unknown status.' });
  return { q: queryText(ctx, 'q'), status: status as SubscriberStatus | undefined, source: queryText(ctx, 'source') };
}

/** The confirmed address of an erase or removal form (typed twice). */
const confirmedEmail = (ctx: Context): string => validBody<{ email: string }>(ctx, subscriberEraseBodySchema).email;

/**
 * Subscribers (marketers, admins): the list by status and source with search, its streamed
 * CSV export, and the removal of an address from the list; for admins, the privacy erase of
 * a visitor (both confirmed by typing the address twice).
 */
export function subscribersRoutes(admin: AdminRouter): void {
  const { newsletter } = admin.services;

  admin.get('/api/admin/subscribers', 'subscribers', async (ctx) => {
    ctx.body = (await newsletter.list(subscriberFilters(ctx), pageParams(ctx))) satisfies SubscriberList;
  });

  admin.get('/api/admin/subscribers/export.csv', 'subscribers', async (ctx) => {
    const { columns, batches } = newsletter.export(subscriberFilters(ctx));
    sendCsv(ctx, 'subscribers', columns, batches);
  });

  admin.post('/api/admin/subscribers/remove', 'subscribers', admin.json, async (ctx) => {
    ctx.body = { removed: await newsletter.remove(confirmedEmail(ctx), admin.actor(ctx)) } satisfies SubscriberRemovalAnswer;
  });

  // Admins only: the privacy erase of a visitor.
  admin.post('/api/admin/subscribers/erase', 'privacy', admin.json, async (ctx) => {
    ctx.body = { erased: await newsletter.erase(confirmedEmail(ctx), admin.actor(ctx), admin.deps.config.dataDir) } satisfies SubscriberErasureAnswer;
  });
}
