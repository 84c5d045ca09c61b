import { UTM_PARAMETERS, type ContactFormKind, type LeadAttribution } from '@joognoo/schemas';
import type { MailConfig } from '../config.ts';
import { isSqlite, type Database } from '../db/index.ts';
import { toDbTime, toIso } from '../db/columns.ts';
import { enqueueLeadDeliveries } from '../delivery/leads.ts';
import { enqueueConfirmationEmail } from '../delivery/confirmations.ts';
import type { ComposeConfirmation } from '../newsletter/confirmation.ts';
import { CONFIRMATION_TTL_MS } from '../newsletter/emails.ts';
import { claimIdempotencyKey, type IdempotencyRecord } from './idempotency.ts';
import { CONFIRMATION_RESEND_INTERVAL_MS, type SubscriptionStatus } from './newsletter.ts';

/** The outbox kind of the double opt-in e-mail. */
export const NEWSLETTER_CONFIRMATION_KIND = 'newsletter.confirmation';

/**
 * Where a lead or a sign-up came from: the partner (an existing partners.id, or null) and the
 * attribution of @joognoo/schemas (page URL without fragment, referrer, the five utm_*).
 */
export interface LeadSource extends LeadAttribution {
  partnerId: string | null;
}

/** The attribution columns of contact_requests and newsletter_subscriptions. */
export function attributionColumns(source: LeadSource): Record<string, string | null> {
  return {
    partner_id: source.partnerId,
    page_url: source.pageUrl,
    referrer: source.referrer,
    ...Object.fromEntries(UTM_PARAMETERS.map((name) => [name, source[name]])),
  };
}

export interface NewContactRequest extends LeadSource {
  form: ContactFormKind;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  interest: string;
  message: string;
  consent: boolean;
  source: string;
  service: string;
  origin: string | null;
}

export interface NewSubscription extends LeadSource {
  email: string;
  source: string;
  origin: string | null;
}

/** A confirmed address gets nothing new; a pending one at most one e-mail per interval. */
function confirmationDue(row: { status: SubscriptionStatus; confirmation_sent_at: unknown }, now: Date): boolean {
  if (row.status === 'confirmed') return false;
  if (row.status === 'unsubscribed' || row.confirmation_sent_at === null) return true;
  return now.getTime() - new Date(toIso(row.confirmation_sent_at)).getTime() >= CONFIRMATION_RESEND_INTERVAL_MS;
}

/**
 * Writes of the site's two forms: contact requests and newsletter subscriptions. `mail`
 * routes a lead's e-mail to sales (SALES_EMAIL, SALES_EMAIL_ROUTES).
 */
export function leadsRepository(db: Database, mail: MailConfig) {
  return {
    /**
     * Resolves once the row, its deliveries (the e-mail to sales, a `lead.created` event per
     * webhook endpoint, and for an active partner its e-mail and webhook event) and the idempotency answer, when given, are committed, in one
     * transaction. Throws `IdempotencyKeyTaken`, having stored nothing, when the key is used.
     */
    async createContactRequest(request: NewContactRequest, idempotency?: IdempotencyRecord): Promise<void> {
      const now = new Date();
      await db.transaction(async (trx) => {
        if (idempotency) await claimIdempotencyKey(trx, idempotency, now);
        const [id] = await trx('contact_requests').insert({
          form: request.form,
          first_name: request.firstName,
          last_name: request.lastName,
          email: request.email,
          company: request.company,
          interest: request.interest,
          message: request.message,
          consent: request.consent,
          source: request.source,
          service: request.service,
          origin: request.origin,
          ...attributionColumns(request),
          created_at: toDbTime(db, now),
        });
        await enqueueLeadDeliveries(trx, { ...request, id: Number(id), createdAt: now.toISOString() }, mail, now);
      });
    },

    /**
     * Signs an address up (stored trimmed and lower-cased, with the source label, origin,
     * partner and attribution of its first sign-up) for double opt-in, in one transaction (with the idempotency answer,
     * when given). A new address, a pending one whose last confirmation e-mail is older than
     * CONFIRMATION_RESEND_INTERVAL_MS, and an unsubscribed one become pending with a new
     * confirmation link, and the confirmation e-mail is queued in the outbox. A confirmed
     * address, or a pending one e-mailed recently, is left as it is and nothing is sent.
     * The upsert (ON DUPLICATE KEY UPDATE / ON CONFLICT DO UPDATE) write-locks the row, so
     * concurrent sign-ups of one address queue one e-mail. Returns whether one was queued.
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
        await trx('newsletter_subscriptions')
          .insert({
            email,
            source: subscription.source,
            origin: subscription.origin,
            ...attributionColumns(subscription),
            created_at: toDbTime(db, now),
            status: 'pending' satisfies SubscriptionStatus,
          })
          .onConflict('email')
          .merge(['email']);
        // A locking read on MySQL: it sees the latest committed row (a plain read could see an
        // older snapshot), and the upsert already holds the lock.
        const query = trx('newsletter_subscriptions').where({ email });
        if (!isSqlite(db)) query.forUpdate();
        const row = await query
          .first<{ id: number | string; status: SubscriptionStatus; confirmation_sent_at: unknown; unsubscribe_token_encrypted: string | null }>(
            'id',
            'status',
            'confirmation_sent_at',
            'unsubscribe_token_encrypted',
          );
        if (!confirmationDue(row, now)) return { confirmationQueued: false };
        const prepared = composeConfirmation({ email, unsubscribeTokenEncrypted: row.unsubscribe_token_encrypted });
        const id = Number(row.id);
        const { sent } = await enqueueConfirmationEmail(trx, NEWSLETTER_CONFIRMATION_KIND, prepared.message, { subjectType: 'newsletter_subscription', subjectId: id, personEmail: email }, { now, secrets: prepared.secrets });
        // Not sent (the address's daily cap): the links of the e-mails already sent keep working.
        if (!sent) return { confirmationQueued: false };
        await trx('newsletter_subscriptions')
          .where({ id })
          .update({
            status: 'pending' satisfies SubscriptionStatus,
            confirm_token_hash: prepared.confirmTokenHash,
            confirm_expires_at: toDbTime(db, new Date(now.getTime() + CONFIRMATION_TTL_MS)),
            confirmation_sent_at: toDbTime(db, now),
            ...(prepared.newUnsubscribeToken
              ? { unsubscribe_token_hash: prepared.newUnsubscribeToken.hash, unsubscribe_token_encrypted: prepared.newUnsubscribeToken.encrypted }
              : {}),
          });
        return { confirmationQueued: true };
      });
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
