/** The queries of newsletter_subscriptions: sign-ups, confirmation and leaving, and the back office's list of subscribers. */
import type { Knex } from 'knex';
import type { ShippedLocale } from '@joognoo/schemas';
import type { SubscriberFilters, SubscriberList, SubscriberStatus } from '@joognoo/schemas/admin';
import { keysetBatches } from '../admin/csv.ts';
import { toDbTime, toIso, toIsoOrNull, toLocale, toStringOrNull } from '../db/columns.ts';
import { isSqlite, type Database, type Transaction } from '../db/index.ts';
import { attributionColumns, type LeadSource } from '../records/attribution.ts';
import { newestFirstPage, whereWords } from '../records/store.ts';
import type { SubscriptionRecord } from './deliveries.ts';

type Db = Database | Transaction;
type Row = Record<string, unknown>;

/** pending: signed up, not confirmed; confirmed: a subscriber; unsubscribed: left. Only confirmed rows are subscribers. */
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewSubscription extends LeadSource {
  email: string;
  source: string;
  origin: string | null;
  /** The language of this sign-up (`resolveLocale` of the body's `locale`). */
  locale: ShippedLocale;
}

/**
 * Inserts a pending subscription of `email` unless the address has one (the upsert, ON
 * DUPLICATE KEY UPDATE / ON CONFLICT DO UPDATE, write-locks the row either way), then reads
 * it with a locking read on MariaDB, which sees the latest committed row (a plain read could
 * see an older snapshot).
 */
export async function upsertSubscription(
  trx: Transaction,
  email: string,
  subscription: NewSubscription,
  now: Date,
): Promise<{ id: number | string; status: SubscriptionStatus; confirmation_sent_at: unknown; unsubscribe_token_encrypted: string | null }> {
  await trx('newsletter_subscriptions')
    .insert({
      email,
      source: subscription.source,
      origin: subscription.origin,
      locale: subscription.locale,
      ...attributionColumns(subscription),
      created_at: toDbTime(trx, now),
      status: 'pending' satisfies SubscriptionStatus,
    })
    .onConflict('email')
    .merge(['email']);
  const query = trx('newsletter_subscriptions').where({ email });
  if (!isSqlite(trx)) query.forUpdate();
  return query.first('id', 'status', 'confirmation_sent_at', 'unsubscribe_token_encrypted');
}

/**
 * Marks the subscription pending with a new confirmation link (and, when given, a new
 * unsubscribe token), in the language of the sign-up whose e-mail carries the link.
 */
export async function recordConfirmationSent(
  trx: Transaction,
  id: number,
  change: { confirmTokenHash: string; expiresAt: Date; locale: ShippedLocale; newUnsubscribeToken?: { hash: string; encrypted: string | null } },
  now: Date,
): Promise<void> {
  await trx('newsletter_subscriptions')
    .where({ id })
    .update({
      status: 'pending' satisfies SubscriptionStatus,
      locale: change.locale,
      confirm_token_hash: change.confirmTokenHash,
      confirm_expires_at: toDbTime(trx, change.expiresAt),
      confirmation_sent_at: toDbTime(trx, now),
      ...(change.newUnsubscribeToken ? { unsubscribe_token_hash: change.newUnsubscribeToken.hash, unsubscribe_token_encrypted: change.newUnsubscribeToken.encrypted } : {}),
    });
}

/** The subscription the query finds, write-locked on MariaDB (SQLite has one writer). */
async function lockedSubscription(trx: Transaction, query: Knex.QueryBuilder): Promise<(SubscriptionRecord & { status: SubscriptionStatus }) | undefined> {
  if (!isSqlite(trx)) query.forUpdate();
  const row = await query.first('id', 'email', 'source', 'origin', 'locale', 'status');
  if (!row) return undefined;
  return { id: Number(row.id), email: String(row.email), source: String(row.source), origin: row.origin ?? null, locale: toLocale(row.locale), status: row.status };
}

/** The pending subscription whose unexpired confirmation token has this SHA-256, locked. */
export function pendingByConfirmToken(trx: Transaction, tokenHash: string, now: Date) {
  return lockedSubscription(
    trx,
    trx('newsletter_subscriptions')
      .where({ confirm_token_hash: tokenHash, status: 'pending' satisfies SubscriptionStatus })
      .andWhere('confirm_expires_at', '>', toDbTime(trx, now)),
  );
}

/** The subscription whose unsubscribe token has this SHA-256, locked. */
export function subscriptionByUnsubscribeToken(trx: Transaction, tokenHash: string) {
  return lockedSubscription(trx, trx('newsletter_subscriptions').where({ unsubscribe_token_hash: tokenHash }));
}

/** Confirms the subscription and forgets its confirmation token (single use). */
export async function markConfirmed(trx: Transaction, id: number, now: Date): Promise<void> {
  await trx('newsletter_subscriptions')
    .where({ id })
    .update({ status: 'confirmed' satisfies SubscriptionStatus, confirmed_at: toDbTime(trx, now), confirm_token_hash: null, confirm_expires_at: null });
}

/** Ends the subscription (its confirmation link stops working). */
export async function markUnsubscribed(trx: Transaction, id: number, now: Date): Promise<void> {
  await trx('newsletter_subscriptions')
    .where({ id })
    .update({ status: 'unsubscribed' satisfies SubscriptionStatus, unsubscribed_at: toDbTime(trx, now), confirm_token_hash: null, confirm_expires_at: null });
}

function subscribersQuery(db: Db, filters: SubscriberFilters): Knex.QueryBuilder {
  const query = db('newsletter_subscriptions as ns');
  whereWords(query, filters.q, ['ns.email']);
  if (filters.status) query.where('ns.status', filters.status);
  if (filters.source) query.where('ns.source', filters.source);
  return query;
}

const LIST_COLUMNS = ['ns.id', 'ns.email', 'ns.status', 'ns.source', 'ns.partner_id', 'ns.utm_campaign', 'ns.created_at', 'ns.confirmed_at', 'ns.unsubscribed_at', 'ns.locale'];

/** One page of the filtered subscribers, newest first, and their total. */
export async function subscriberPage(db: Database, filters: SubscriberFilters, page: { offset: number; perPage: number }): Promise<{ items: SubscriberList['items']; total: number }> {
  const { rows, total } = await newestFirstPage<Row>(() => subscribersQuery(db, filters), 'ns', LIST_COLUMNS, page);
  const items = rows.map((row) => ({
    id: Number(row.id),
    email: String(row.email),
    status: String(row.status) as SubscriberStatus,
    source: String(row.source ?? ''),
    partnerId: toStringOrNull(row.partner_id),
    utmCampaign: toStringOrNull(row.utm_campaign),
    createdAt: toIso(row.created_at),
    confirmedAt: toIsoOrNull(row.confirmed_at),
    unsubscribedAt: toIsoOrNull(row.unsubscribed_at),
    locale: toLocale(row.locale),
  }));
  return { items, total };
}

/** The export: the subscription and its attribution, never its link tokens (columns added later go last). */
export const SUBSCRIBER_EXPORT_COLUMNS: { header: string; value: (row: Row) => unknown }[] = [
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
  { header: 'locale', value: (row) => toLocale(row.locale) },
];
const EXPORT_SELECT = SUBSCRIBER_EXPORT_COLUMNS.map((column) => `ns.${column.header === 'partner' ? 'partner_id' : column.header}`);

/** Every filtered subscriber, newest id first, in batches (the CSV export). */
export function subscriberExportBatches(db: Database, filters: SubscriberFilters): AsyncIterable<Row[]> {
  return keysetBatches<Row>((after, size) => {
    const query = subscribersQuery(db, filters).select(...EXPORT_SELECT);
    if (after) query.where('ns.id', '<', Number(after.id));
    return query.orderBy('ns.id', 'desc').limit(size);
  });
}

/**
 * Deletes the subscriptions of the address (any letter case) and the confirmation e-mails of
 * them not sent yet (with their attempts); the count per table, or undefined when the address
 * has no subscription.
 */
export async function deleteSubscriptions(trx: Transaction, email: string, confirmationKind: string): Promise<Record<string, number> | undefined> {
  const subscriptionIds = (await trx('newsletter_subscriptions').whereRaw('lower(email) = ?', [email]).select<{ id: number | string }[]>('id')).map((row) => Number(row.id));
  if (subscriptionIds.length === 0) return undefined;
  const unsent = trx('deliveries').where({ subject_type: 'newsletter_subscription', kind: confirmationKind }).whereIn('subject_id', subscriptionIds).whereNot({ status: 'delivered' }).select('id');
  return {
    delivery_attempts: await trx('delivery_attempts').whereIn('delivery_id', unsent.clone()).del(),
    deliveries: await trx('deliveries').whereIn('id', (await unsent).map((row: { id: string }) => String(row.id))).del(),
    newsletter_subscriptions: await trx('newsletter_subscriptions').whereIn('id', subscriptionIds).del(),
  };
}
