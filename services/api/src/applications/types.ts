import type { ApplicationCvKind, ShippedLocale } from '@joognoo/schemas';
import type { LeadSource } from '../records/attribution.ts';

/** `deliveries.subject_type` of an application's deliveries. */
export const APPLICATION_SUBJECT = 'job_application';

/** What the candidate sent and what was made of it, as stored. */
export interface ApplicationFields {
  reference: string;
  job: { id: number; slug: string; title: string; department: string };
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profileUrl: string;
  coverLetter: string;
  cv: { key: string; kind: ApplicationCvKind; filename: string; size: number };
  origin: string | null;
  /** The candidate's language (`resolveLocale` of the form's `locale`): the confirmation e-mail speaks it. */
  locale: ShippedLocale;
}

export interface NewApplication extends LeadSource, ApplicationFields {}

/** The CV of an application, for the signed link. */
export interface StoredCv {
  reference: string;
  firstName: string;
  lastName: string;
  kind: ApplicationCvKind;
}
