import type { ContactFormKind } from '@joognoo/schemas';
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { toDbTime } from '../db/columns.ts';
import { enqueueLeadDeliveries } from '../delivery/leads.ts';
import { claimIdempotencyKey, type IdempotencyRecord } from './idempotency.ts';

export interface NewContactRequest {
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
  /** The page it was sent from (Referer), at most 1000 characters. */
  pageUrl: string | null;
}

export interface NewSubscription {
  email: string;
  source: string;
  origin: string | null;
}

/**
 * Writes of the site's two forms: contact requests and newsletter subscriptions. `mail`
 * routes a lead's e-mail to sales (SALES_EMAIL, SALES_EMAIL_ROUTES).
 */
export function leadsRepository(db: Database, mail: MailConfig) {
  return {
    /**
     * Resolves once the row, its deliveries (the e-mail to sales, a `lead.created` event per
     * webhook endpoint) and the idempotency answer, when given, are committed, in one
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
          page_url: request.pageUrl,
          created_at: toDbTime(db, now),
        });
        await enqueueLeadDeliveries(trx, { ...request, id: Number(id), createdAt: now.toISOString() }, mail, now);
      });
    },

    /**
     * Subscribes an address (stored trimmed and lower-cased) with the source label and origin
     * of its first subscription. A repeat is a no-op: the unique index plus INSERT IGNORE
     * (MySQL) / ON CONFLICT DO NOTHING (SQLite) is race-safe. With `idempotency`, the answer
     * is stored in the same transaction (see createContactRequest).
     */
    async subscribe(subscription: NewSubscription, idempotency?: IdempotencyRecord): Promise<void> {
      const now = new Date();
      await db.transaction(async (trx) => {
        if (idempotency) await claimIdempotencyKey(trx, idempotency, now);
        await trx('newsletter_subscriptions')
          .insert({
            email: subscription.email.trim().toLowerCase(),
            source: subscription.source,
            origin: subscription.origin,
            created_at: toDbTime(db, now),
          })
          .onConflict('email')
          .ignore();
      });
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
