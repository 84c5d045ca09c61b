import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { validate } from '@joognoo/schemas';
import { ADMIN_LEADS_MESSAGES, SUBSCRIBER_STATUSES, subscriberEraseBodySchema, type SubscriberFilters, type SubscriberList, type SubscriberStatus } from '@joognoo/schemas/admin';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { toIso, toIsoOrNull, toStringOrNull } from '../../db/columns.ts';
import type { Database } from '../../db/index.ts';
import { MAIL_DIR_NAME } from '../../delivery/mail.ts';
import { HttpError, NotFoundError, ValidationError } from '../../errors.ts';
import { cvStorage } from '../../media/index.ts';
import { NEWSLETTER_CONFIRMATION_KIND } from '../../repositories/leads.ts';
import { StaffAccountError, privacyRepository } from '../../repositories/privacy.ts';
import { keysetBatches, sendCsv } from './csv.ts';
import { distinctValues, queryText, whereWords, type LeadRow } from './leads-store.ts';
import { pageParams, type AdminRouter } from './router.ts';

function subscriberFilters(ctx: Context): SubscriberFilters {
  const status = queryText(ctx, 'status');
  if (status !== undefined && !(SUBSCRIBER_STATUSES as readonly string[]).includes(status)) throw new ValidationError({ status: 'Unknown status.' });
  return { q: queryText(ctx, 'q'), status: status as SubscriberStatus | undefined, source: queryText(ctx, 'source') };
}

function subscribersQuery(db: Database, filters: SubscriberFilters): Knex.QueryBuilder {
  const query = db('newsletter_subscriptions as ns');
  whereWords(query, filters.q, ['ns.email']);
  if (filters.status) query.where('ns.status', filters.status);
  if (filters.source) query.where('ns.source', filters.source);
  return query;
}

const LIST_COLUMNS = ['ns.id', 'ns.email', 'ns.status', 'ns.source', 'ns.partner_id', 'ns.utm_campaign', 'ns.created_at', 'ns.confirmed_at', 'ns.unsubscribed_at'];

/** The export: the subscription and its attribution, never its link tokens. */
const EXPORT_COLUMNS: { header: string; value: (row: LeadRow) => unknown }[] = [
  { header: 'id', value: (row) => Number(row.id) },
  { header: 'email', value: (row) => row.email },
  { header: 'status', value: (row) => row.status },
  { header: 'source', value: (row) => row.source },
  { header: 'origin', value: (row) => row.origin },
  { header: 'created_at', value: (row) => toIso(row.created_at) },
  { header: 'confirmed_at', value: (row) => toIsoOrNull(row.confirmed_at) },
  { header: 'unsubscribed_at', value: (row) => toIsoOrNull(row.unsubscribed_at) },
  { header: 'partner', value: (row) => row.partner_id },
  { header: 'page_url', value: (row) => row.page_url },
  { header: 'referrer', value: (row) => row.referrer },
  { header: 'utm_source', value: (row) => row.utm_source },
  { header: 'utm_medium', value: (row) => row.utm_medium },
  { header: 'utm_campaign', value: (row) => row.utm_campaign },
  { header: 'utm_term', value: (row) => row.utm_term },
  { header: 'utm_content', value: (row) => row.utm_content },
];
const EXPORT_SELECT = ['id', 'email', 'status', 'source', 'origin', 'created_at', 'confirmed_at', 'unsubscribed_at', 'partner_id', 'page_url', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].map(
  (column) => `ns.${column}`,
);

/** A SHA-256 of the address: the audit log says which erase it was without keeping the address. */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Subscribers (marketers, admins): the list by status and source with search, its streamed
 * CSV export, and the removal of an address from the list; for admins, the privacy erase of
 * a visitor (both confirmed by typing the address twice).
 */
export function subscribersRoutes(admin: AdminRouter): void {
  const { db, config } = admin.deps;

  admin.get('/api/admin/subscribers', 'subscribers', async (ctx) => {
    const filters = subscriberFilters(ctx);
    const { page, perPage, offset } = pageParams(ctx);
    const [{ total }] = await subscribersQuery(db, filters).count({ total: '*' });
    const rows: LeadRow[] = await subscribersQuery(db, filters)
      .select(...LIST_COLUMNS)
      .orderBy([{ column: 'ns.created_at', order: 'desc' }, { column: 'ns.id', order: 'desc' }])
      .limit(perPage)
      .offset(offset);
    ctx.body = {
      items: rows.map((row) => ({
        id: Number(row.id),
        email: String(row.email),
        status: String(row.status) as SubscriberStatus,
        source: String(row.source ?? ''),
        partnerId: toStringOrNull(row.partner_id),
        utmCampaign: toStringOrNull(row.utm_campaign),
        createdAt: toIso(row.created_at),
        confirmedAt: toIsoOrNull(row.confirmed_at),
        unsubscribedAt: toIsoOrNull(row.unsubscribed_at),
      })),
      page,
      perPage,
      total: Number(total),
      choices: { sources: await distinctValues(db, 'newsletter_subscriptions', 'source') },
    } satisfies SubscriberList;
  });

  admin.get('/api/admin/subscribers/export.csv', 'subscribers', async (ctx) => {
    const filters = subscriberFilters(ctx);
    const batches = keysetBatches<LeadRow>((after, size) => {
      const query = subscribersQuery(db, filters).select(...EXPORT_SELECT);
      if (after) query.where('ns.id', '<', Number(after.id));
      return query.orderBy('ns.id', 'desc').limit(size);
    });
    sendCsv(ctx, 'subscribers', EXPORT_COLUMNS, batches);
  });

  /** The confirmed address of an erase or removal form (typed twice). */
  const confirmedEmail = (ctx: Context): string => {
    const result = validate(subscriberEraseBodySchema, (ctx.request as { jsonBody?: unknown }).jsonBody ?? {});
    if (!result.success) throw new ValidationError(result.errors);
    return result.output.email;
  };

  // Marketers (and admins): takes the address off the newsletter list and nothing else: its
  // subscription row and the confirmation e-mails of it not sent yet (whose link would no
  // longer work). Leads, applications and accounts under the address stay.
  admin.post('/api/admin/subscribers/remove', 'subscribers', admin.json, async (ctx) => {
    const email = confirmedEmail(ctx);
    const rows = await db.transaction(async (trx) => {
      const subscriptionIds = (await trx('newsletter_subscriptions').whereRaw('lower(email) = ?', [email]).select<{ id: number | string }[]>('id')).map((row) => Number(row.id));
      if (subscriptionIds.length === 0) throw new NotFoundError(ADMIN_LEADS_MESSAGES.notSubscribed);
      const unsent = trx('deliveries')
        .where({ subject_type: 'newsletter_subscription', kind: NEWSLETTER_CONFIRMATION_KIND })
        .whereIn('subject_id', subscriptionIds)
        .whereNot({ status: 'delivered' })
        .select('id');
      const counts = {
        delivery_attempts: await trx('delivery_attempts').whereIn('delivery_id', unsent.clone()).del(),
        deliveries: await trx('deliveries').whereIn('id', (await unsent).map((row: { id: string }) => String(row.id))).del(),
        newsletter_subscriptions: await trx('newsletter_subscriptions').whereIn('id', subscriptionIds).del(),
      };
      await admin.audit(ctx, { action: 'subscriber.remove', subjectType: 'person', subjectId: null, details: { emailSha256: emailDigest(email), rows: counts } }, trx);
      return counts;
    });
    ctx.body = { removed: Object.fromEntries(Object.entries(rows).map(([table, deleted]) => [table, { deleted }])) };
  });

  // Admins only: the privacy erase of a visitor, as privacy:erase does it. An address that
  // belongs to a staff account is refused whole (409): staff are removed under People.
  admin.post('/api/admin/subscribers/erase', 'privacy', admin.json, async (ctx) => {
    const email = confirmedEmail(ctx);
    const erased = await db
      .transaction(async (trx) => {
        // The privacy erase of privacy:erase (a savepoint inside this transaction), audited with it.
        const { tables, deliveryIds, cvKeys } = await privacyRepository(trx as unknown as Database).erase(email, { staffAccounts: 'refuse' });
        const counts = Object.fromEntries(Object.entries(tables).map(([table, erasure]) => [table, erasure.deleted + (erasure.redacted ?? 0)]));
        if (Object.values(counts).every((count) => count === 0)) throw new NotFoundError(ADMIN_LEADS_MESSAGES.nothingToErase);
        await admin.audit(ctx, { action: 'person.erase', subjectType: 'person', subjectId: null, details: { emailSha256: emailDigest(email), rows: counts } }, trx);
        return { tables, deliveryIds, cvKeys };
      })
      .catch((error: unknown) => {
        if (error instanceof StaffAccountError) throw new HttpError(409, ADMIN_LEADS_MESSAGES.staffAddress);
        throw error;
      });
    // As privacy:erase does, after the commit: the CV files of the erased applications and the
    // .eml files the worker wrote for the person's deliveries.
    const cvs = cvStorage(config);
    let cvFiles = 0;
    for (const key of erased.cvKeys) {
      if (await cvs.exists(key)) cvFiles += 1;
      await cvs.delete(key);
    }
    let files = 0;
    for (const id of erased.deliveryIds) {
      try {
        fs.unlinkSync(path.join(config.dataDir, MAIL_DIR_NAME, `${id}.eml`));
        files += 1;
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      }
    }
    ctx.body = { erased: { ...erased.tables, outbox_mail_files: { deleted: files }, cv_files: { deleted: cvFiles } } };
  });
}
