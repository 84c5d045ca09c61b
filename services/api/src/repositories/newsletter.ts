import type { Database } from '../db/index.ts';
import { toDbTime } from '../db/columns.ts';

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
      const updated = await db('newsletter_subscriptions')
        .where({ confirm_token_hash: tokenHash, status: 'pending' satisfies SubscriptionStatus })
        .andWhere('confirm_expires_at', '>', toDbTime(db, now))
        .update({ status: 'confirmed' satisfies SubscriptionStatus, confirmed_at: toDbTime(db, now), confirm_token_hash: null, confirm_expires_at: null });
      return updated === 1;
    },

    /**
     * Ends the subscription whose unsubscribe token has this SHA-256 (pending or confirmed; a
     * pending one's confirmation link stops working). Repeating it changes nothing. False
     * when no subscription has the token.
     */
    async unsubscribe(tokenHash: string, now = new Date()): Promise<boolean> {
      const updated = await db('newsletter_subscriptions')
        .where({ unsubscribe_token_hash: tokenHash })
        .whereNot({ status: 'unsubscribed' satisfies SubscriptionStatus })
        .update({ status: 'unsubscribed' satisfies SubscriptionStatus, unsubscribed_at: toDbTime(db, now), confirm_token_hash: null, confirm_expires_at: null });
      if (updated > 0) return true;
      return (await db('newsletter_subscriptions').where({ unsubscribe_token_hash: tokenHash }).first('id')) !== undefined;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
