/**
 * What a newsletter subscription sends to CRMs: a `newsletter.confirmed` event when the
 * double opt-in link is used and a `newsletter.unsubscribed` event when it ends, each queued
 * in the transaction of the status change.
 */
import type { ShippedLocale } from '@joognoo/schemas';
import type { Transaction } from '../db/index.ts';
import { enqueueWebhookEvent } from '../delivery/store/outbox.ts';

export const NEWSLETTER_CONFIRMED_EVENT = 'newsletter.confirmed';
export const NEWSLETTER_UNSUBSCRIBED_EVENT = 'newsletter.unsubscribed';

/** The subscription as the events show it. */
export interface SubscriptionRecord {
  id: number;
  email: string;
  source: string;
  origin: string | null;
  locale: ShippedLocale;
}

/** Queues `newsletter.confirmed` (data: email, source, origin, locale, confirmedAt). */
export function enqueueNewsletterConfirmed(trx: Transaction, subscription: SubscriptionRecord, now: Date): Promise<string[]> {
  return enqueueNewsletterEvent(trx, NEWSLETTER_CONFIRMED_EVENT, subscription, { confirmedAt: now.toISOString() }, now);
}

/** Queues `newsletter.unsubscribed` (data: email, source, origin, locale, unsubscribedAt). */
export function enqueueNewsletterUnsubscribed(trx: Transaction, subscription: SubscriptionRecord, now: Date): Promise<string[]> {
  return enqueueNewsletterEvent(trx, NEWSLETTER_UNSUBSCRIBED_EVENT, subscription, { unsubscribedAt: now.toISOString() }, now);
}

function enqueueNewsletterEvent(
  trx: Transaction,
  type: string,
  { id, email, source, origin, locale }: SubscriptionRecord,
  time: Record<string, string>,
  now: Date,
): Promise<string[]> {
  return enqueueWebhookEvent(trx, type, { email, source, origin, locale, ...time }, { subjectType: 'newsletter_subscription', subjectId: id, personEmail: email }, { now });
}
