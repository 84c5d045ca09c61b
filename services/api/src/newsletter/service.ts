import { ADMIN_LEADS_MESSAGES, type SubscriberFilters, type SubscriberList } from '@joognoo/schemas/admin';
import { toIso } from '../db/columns.ts';
import type { Database } from '../db/index.ts';
import { enqueueConfirmationEmail } from '../delivery/store/confirmations.ts';
import { HttpError, NotFoundError } from '../errors.ts';
import { claimIdempotencyKey, type IdempotencyRecord } from '../middleware/store/idempotency.ts';
import { recordAudit, type AuditActor } from '../people/store/audit.ts';
import { emailDigest, erasePerson, StaffAccountError } from '../privacy/service.ts';
import { distinctValues } from '../records/store.ts';
import type { ComposeConfirmation } from './confirmation.ts';
import { enqueueNewsletterConfirmed, enqueueNewsletterUnsubscribed } from './deliveries.ts';
import { CONFIRMATION_TTL_MS } from './emails.ts';
import {
  deleteSubscriptions,
  markConfirmed,
  SUBSCRIBER_EXPORT_COLUMNS,
  subscriberExportBatches,
  subscriberPage,
  markUnsubscribed,
  pendingByConfirmToken,
  recordConfirmationSent,
  subscriptionByUnsubscribeToken,
  upsertSubscription,
  type NewSubscription,
  type SubscriptionStatus,
} from './store.ts';

export type { NewSubscription, SubscriptionStatus } from './store.ts';

/** The outbox kind of the double opt-in e-mail. */
export const NEWSLETTER_CONFIRMATION_KIND = 'newsletter.confirmation';

/** A pending address that signs up again gets the confirmation e-mail again at most this often. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** A confirmed address gets nothing new; a pending one at most one e-mail per interval. */
function confirmationDue(row: { status: SubscriptionStatus; confirmation_sent_at: unknown }, now: Date): boolean {
  if (row.status === 'confirmed') return false;
  if (row.status === 'unsubscribed' || row.confirmation_sent_at === null) return true;
  return now.getTime() - new Date(toIso(row.confirmation_sent_at)).getTime() >= CONFIRMATION_RESEND_INTERVAL_MS;
}

/**
 * The newsletter's double opt-in (signing up, confirming a sign-up, and leaving), and the back
 * office's subscribers: the list, its export, the removal of an address from the list, and the
 * privacy erase of a visitor. Every back-office write is audited in its transaction.
 */
export function newsletterService(db: Database) {
  return {
    /**
     * Signs an address up (stored trimmed and lower-cased, with the source label, origin,
     * partner and attribution of its first sign-up, and the language of the latest sign-up
     * that was sent a confirmation e-mail, in that language) for double opt-in, in one transaction
     * (with the idempotency answer, when given). A new address, a pending one whose last
     * confirmation e-mail is older than CONFIRMATION_RESEND_INTERVAL_MS, and an unsubscribed
     * one become pending with a new confirmation link, and the confirmation e-mail is queued
     * in the outbox. A confirmed address, or a pending one e-mailed recently, is left as it
     * is and nothing is sent. The row stays locked until the commit, so concurrent sign-ups of
     * one address queue one e-mail. Returns whether one was queued.
     */
    async subscribe(
      subscription: NewSubscription,
      composeConfirmation: ComposeConfirmation,
      idempotency?: IdempotencyRecord,
      now = new Date(),
    ): Promise<{ confirmationQueued: boolean }> {
      const email = subscription.email.trim().toLowerCase();
      return db.transaction(async (trx) => {
        if (idempotency) await claimIdempotencyKey(trx, idempotency, now);
        const row = await upsertSubscription(trx, email, subscription, now);
        if (!confirmationDue(row, now)) return { confirmationQueued: false };
        const prepared = composeConfirmation({ email, locale: subscription.locale, unsubscribeTokenEncrypted: row.unsubscribe_token_encrypted });
        const id = Number(row.id);
        const { sent } = await enqueueConfirmationEmail(trx, NEWSLETTER_CONFIRMATION_KIND, prepared.message, { subjectType: 'newsletter_subscription', subjectId: id, personEmail: email }, { now, secrets: prepared.secrets });
        // Not sent (the address's daily cap): the links of the e-mails already sent keep working.
        if (!sent) return { confirmationQueued: false };
        await recordConfirmationSent(
          trx,
          id,
          { confirmTokenHash: prepared.confirmTokenHash, expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS), locale: subscription.locale, newUnsubscribeToken: prepared.newUnsubscribeToken },
          now,
        );
        return { confirmationQueued: true };
      });
    },

    /**
     * Confirms the pending subscription whose unexpired confirmation token has this SHA-256,
     * and forgets the token (single use). False for an unknown, expired or used token.
     */
    async confirm(tokenHash: string, now = new Date()): Promise<boolean> {
      return db.transaction(async (trx) => {
        const subscription = await pendingByConfirmToken(trx, tokenHash, now);
        if (!subscription) return false;
        await markConfirmed(trx, subscription.id, now);
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
        const subscription = await subscriptionByUnsubscribeToken(trx, tokenHash);
        if (!subscription) return false;
        if (subscription.status === 'unsubscribed') return true;
        await markUnsubscribed(trx, subscription.id, now);
        await enqueueNewsletterUnsubscribed(trx, subscription, now);
        return true;
      });
    },
    /** One page of the subscribers with the sources of the filter form. */
    async list(filters: SubscriberFilters, page: { page: number; perPage: number; offset: number }): Promise<SubscriberList> {
      const { items, total } = await subscriberPage(db, filters, page);
      return { items, page: page.page, perPage: page.perPage, total, choices: { sources: await distinctValues(db, 'newsletter_subscriptions', 'source') } };
    },

    /** The CSV export of the filtered subscribers: its columns and its rows in batches. */
    export: (filters: SubscriberFilters) => ({ columns: SUBSCRIBER_EXPORT_COLUMNS, batches: subscriberExportBatches(db, filters) }),

    /**
     * Takes the address off the newsletter list and nothing else: its subscription and the
     * confirmation e-mails of it not sent yet (whose link would no longer work). Leads,
     * applications and accounts under the address stay. 404 when it is not subscribed.
     */
    async remove(email: string, actor: AuditActor): Promise<Record<string, { deleted: number }>> {
      const rows = await db.transaction(async (trx) => {
        const counts = await deleteSubscriptions(trx, email, NEWSLETTER_CONFIRMATION_KIND);
        if (!counts) throw new NotFoundError(ADMIN_LEADS_MESSAGES.notSubscribed);
        await recordAudit(trx, actor, { action: 'subscriber.remove', subjectType: 'person', subjectId: null, details: { emailSha256: emailDigest(email), rows: counts } });
        return counts;
      });
      return Object.fromEntries(Object.entries(rows).map(([table, deleted]) => [table, { deleted }]));
    },

    /**
     * The privacy erase of a visitor, as privacy:erase does it, audited. An address that
     * belongs to a staff account is refused whole (409): staff are removed under People.
     */
    async erase(email: string, actor: AuditActor, dataDir: string) {
      return erasePerson(db, email, {
        staffAccounts: 'refuse',
        dataDir,
        actor,
        nothingErased: () => {
          throw new NotFoundError(ADMIN_LEADS_MESSAGES.nothingToErase);
        },
      }).catch((error: unknown) => {
        if (error instanceof StaffAccountError) throw new HttpError(409, ADMIN_LEADS_MESSAGES.staffAddress);
        throw error;
      });
    },
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
