import type { ContactFormKind } from '@joognoo/schemas';
import type { Database } from '../db/index.ts';
import { toDbTime } from '../db/columns.ts';

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
}

/** Writes of the site's two forms: contact requests and newsletter subscriptions. */
export function leadsRepository(db: Database) {
  return {
    /** Resolves once the row is committed (a single autocommitted insert). */
    async createContactRequest(request: NewContactRequest): Promise<void> {
      await db('contact_requests').insert({
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
        created_at: toDbTime(db, new Date()),
      });
    },

    /**
     * Subscribes an address (stored trimmed and lower-cased). A repeat is a no-op: the unique
     * index plus INSERT IGNORE (MySQL) / ON CONFLICT DO NOTHING (SQLite) is race-safe.
     */
    async subscribe(email: string): Promise<void> {
      await db('newsletter_subscriptions')
        .insert({ email: email.trim().toLowerCase(), created_at: toDbTime(db, new Date()) })
        .onConflict('email')
        .ignore();
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
