import type { Knex } from 'knex';
import { isSqlite, type Database } from '../db/index.ts';
import { toDbTime } from '../db/columns.ts';
import { enqueueNewsletterConfirmed, enqueueNewsletterUnsubscribed, type SubscriptionRecord } from '../delivery/newsletter.ts';

/** pending: signed up, not confirmed; confirmed: a subscriber; unsubscribed: left. Only confirmed rows are subscribers. */
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A pending address that signs up again gets the confirmation e-mail again at most this often. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** The newsletter links: confirming a sign-up and leaving (sign-ups are in the leads repository). */
export function newsletterRepository(db: Database) {
  return {
    /**
     * Confirms the pending subscription whose unexpired confirmation token has this SHA-256,
     * and forgets the token (single use). False for an unknown, expired or used token.
     */
    async confirm(tokenHash: string, now = new Date()): Promise<boolean> {
      return db.transaction(async (trx) => {
        const subscription = await lockedSubscription(
          trx('newsletter_subscriptions')
            .where({ confirm_token_hash: tokenHash, status: 'pending' satisfies SubscriptionStatus })
            .andWhere('confirm_expires_at', '>', toDbTime(db, now)),
        );
        if (!subscription) return false;
        await trx('newsletter_subscriptions')
          .where({ id: subscription.id })
          .update({ status: 'confirmed' satisfies SubscriptionStatus, confirmed_at: toDbTime(db, now), confirm_token_hash: null, confirm_expires_at: null });
        await enqueueNewsletterConfirmed(trx, subscription, now);
        return true;
      });
    },

    /**
     * Ends the subscription whose unsubscribe token has this SHA-256 (pending or confirmed; a
     * pending one's confirmation link stops working). Repeating it changes nothing. False
     * when no subscription has the token.
     */
    async unsubscribe(tokenHash: string, now = new Date()): Promise<boolean> {
      return db.transaction(async (trx) => {
        const subscription = await lockedSubscription(trx('newsletter_subscriptions').where({ unsubscribe_token_hash: tokenHash }));
        if (!subscription) return false;
        if (subscription.status === 'unsubscribed') return true;
        await trx('newsletter_subscriptions')
          .where({ id: subscription.id })
          .update({ status: 'unsubscribed' satisfies SubscriptionStatus, unsubscribed_at: toDbTime(db, now), confirm_token_hash: null, confirm_expires_at: null });
        await enqueueNewsletterUnsubscribed(trx, subscription, now);
        return true;
      });
    },
  };

  /** The subscription the query finds, write-locked on MySQL (SQLite has one writer). */
  async function lockedSubscription(query: Knex.QueryBuilder): Promise<(SubscriptionRecord & { status: SubscriptionStatus }) | undefined> {
    if (!isSqlite(db)) query.forUpdate();
    const row = await query.first('id', 'email', 'source', 'origin', 'status');
    if (!row) return undefined;
    return { id: Number(row.id), email: String(row.email), source: String(row.source), origin: row.origin ?? null, status: row.status };
  }
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
