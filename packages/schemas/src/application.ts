/**
 * Job applications: the form on a job's page, in the job-board widget and in the
 * site's no-JavaScript post, and `POST /api/jobs/{slug}/applications`, which takes it as
 * multipart/form-data (these fields by their camelCase names, the CV in the part `cv`, the
 * consent as `consent=true`). The widget and the API validate with the same schema and show
 * the same messages, in the style of the other forms' messages.
 */
import * as v from 'valibot';
import type { LeadAttributionInput } from './attribution.ts';
import { MAX_LENGTH } from './constants.ts';
import { consent, email, isHttpUrl, hasCredentials, text } from './fields.ts';
import type { FailureText, OutcomeText } from './outcome.ts';

/** The multipart part that carries the CV. */
export const APPLICATION_CV_FIELD = 'cv';

/** The largest CV accepted (10 MB); a larger upload is refused with 413 while it streams. */
export const APPLICATION_CV_MAX_BYTES = 10 * 1024 * 1024;

/** The longest cover letter. */
export const APPLICATION_COVER_LETTER_MAX = 5000;

/** What a CV may be, read from its bytes (never its name): a PDF or a Word document (DOCX). */
export const APPLICATION_CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ApplicationCvKind = keyof typeof APPLICATION_CV_TYPES;

/** The file picker's `accept`: a hint for the picker only; the server reads the bytes. */
export const APPLICATION_CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The text parts of the form, in order (the CV and the honeypot aside). */
export const APPLICATION_TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'profileUrl', 'coverLetter', 'consent'] as const;
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];

/** Field labels, shared by the widget, the site's form and the e-mails. */
export const APPLICATION_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone (optional)',
  profileUrl: 'LinkedIn or portfolio URL (optional)',
  cv: 'CV (PDF or DOCX, up to 10 MB)',
  coverLetter: 'Cover letter (optional)',
  consent: 'I agree to the processing of my application as described in the privacy policy.',
  submit: 'Submit Application',
  pending: 'Submitting...',
  heading: 'Apply for this Position',
} as const;

/** Every message the form and the API give, in the style of the other forms' messages. */
export const APPLICATION_MESSAGES = {
  firstName: 'First name must be at least 2 characters.',
  lastName: 'Last name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  profileUrl: 'Please enter a valid http or https URL.',
  profileUrlCredentials: 'The URL must not contain a user name or password.',
  coverLetter: `Cover letter must be at most ${APPLICATION_COVER_LETTER_MAX} characters.`,
  consent: 'You must agree to the privacy policy to apply.',
  cvRequired: 'Please attach your CV.',
  cvType: 'Your CV must be a PDF or a Word document (DOCX).',
  cvTooLarge: 'Your CV must be 10 MB or smaller.',
  cvEmpty: 'Your CV file is empty.',
  cvActiveContent: 'Your CV contains scripts or macros. Please upload a plain PDF or DOCX.',
  notMultipart: 'Applications must be sent as multipart/form-data.',
  jobNotFound: 'This job does not exist.',
  jobClosed: 'This position is closed and no longer accepts applications.',
} as const;

/** A phone number as people write it: digits with spaces, dots, dashes, brackets and a leading +. */
export const APPLICATION_PHONE_PATTERN = /^\+?[0-9 ().-]{6,30}$/;

/**
 * The text fields of an application, with `consent` as a boolean: a multipart form sends it
 * as the string `true` (`consentFromForm` reads it). A literal `true`, not a union with a
 * transform: valibot is one module the embed's shared runtime carries whole, and those two
 * cost every widget page about 230 bytes.
 */
export const applicationSchema = v.object({
  firstName: text(2, APPLICATION_MESSAGES.firstName, MAX_LENGTH.name),
  lastName: text(2, APPLICATION_MESSAGES.lastName, MAX_LENGTH.name),
  email: email(APPLICATION_MESSAGES.email),
  phone: v.optional(
    v.pipe(
      v.string(APPLICATION_MESSAGES.phone),
      v.trim(),
      v.check((value) => value === '' || APPLICATION_PHONE_PATTERN.test(value), APPLICATION_MESSAGES.phone),
    ),
    '',
  ),
  profileUrl: v.optional(
    v.pipe(
      v.string(APPLICATION_MESSAGES.profileUrl),
      v.trim(),
      v.maxLength(MAX_LENGTH.url, APPLICATION_MESSAGES.profileUrl),
      v.check((value) => value === '' || isHttpUrl(value), APPLICATION_MESSAGES.profileUrl),
      v.check((value) => value === '' || !hasCredentials(value), APPLICATION_MESSAGES.profileUrlCredentials),
    ),
    '',
  ),
  coverLetter: v.optional(
    v.pipe(v.string(APPLICATION_MESSAGES.coverLetter), v.trim(), v.maxLength(APPLICATION_COVER_LETTER_MAX, APPLICATION_MESSAGES.coverLetter)),
    '',
  ),
  consent: consent(APPLICATION_MESSAGES.consent),
});
export type ApplicationInput = v.InferInput<typeof applicationSchema>;
export type Application = v.InferOutput<typeof applicationSchema>;

/** The consent of a multipart form (`consent=true`; a bare checkbox's `on` too) as the schema's boolean. */
export function consentFromForm(value: string | undefined): boolean {
  return value === 'true' || value === 'on';
}

/**
 * What a browser can check of the CV before sending it (size, presence, a name ending in
 * .pdf or .docx); the server decides by the bytes. `undefined` when it looks acceptable.
 */
export function checkCvFile(file: { size: number; name: string } | null | undefined): string | undefined {
  if (!file || (file.size === 0 && file.name === '')) return APPLICATION_MESSAGES.cvRequired;
  if (file.size === 0) return APPLICATION_MESSAGES.cvEmpty;
  if (file.size > APPLICATION_CV_MAX_BYTES) return APPLICATION_MESSAGES.cvTooLarge;
  if (!/\.(pdf|docx)$/i.test(file.name)) return APPLICATION_MESSAGES.cvType;
  return undefined;
}

/** The extra parts a widget sends with an application (besides the fields and `cv`). */
export interface ApplicationContextInput {
  /** The partner whose page embeds the job board (`partner` attribute). */
  partner?: string;
  /** The candidate's language, a BCP 47 tag (`ms`, `ar-AE`): the confirmation e-mail speaks it; absent: English. */
  locale?: string;
  /** As for leads, sent as a JSON string in the part `attribution`. */
  attribution?: LeadAttributionInput;
  /** The honeypot (`HONEYPOT_FIELD`): '' from a person. */
  website?: string;
}

/** `201` answer of POST /api/jobs/{slug}/applications. */
export interface ApplicationCreated {
  ok: true;
  /** A public reference the candidate can quote (not the database id). */
  reference: string;
}

/** What the form shows after a submission, as a toast (widget) or a notice (no-JavaScript post). */
export const APPLICATION_OUTCOMES = {
  success: { title: 'Application submitted', description: "Thank you for applying. We've sent a confirmation to your email." },
  failure: { title: 'Application failed', fallback: 'There was a problem submitting your application. Please try again.' },
} as const satisfies { success: OutcomeText; failure: FailureText };

/** Application statuses in the back office, in workflow order. */
export const APPLICATION_STATUSES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
