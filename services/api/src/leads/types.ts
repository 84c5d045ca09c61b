import type { ContactFormKind, ShippedLocale } from '@joognoo/schemas';
import type { LeadSource } from '../records/attribution.ts';

export type { LeadSource } from '../records/attribution.ts';

/** A contact request of any of the site's forms, as the public route accepted it. */
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
  /** The visitor's language (`resolveLocale` of the body's `locale`). */
  locale: ShippedLocale;
}
