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
import { EMAIL_INVALID, FIRST_NAME_TOO_SHORT, LAST_NAME_TOO_SHORT, consent, email, isHttpUrl, hasCredentials, text } from './fields.ts';
import type { FailureText, OutcomeIds, OutcomeText } from './outcome.ts';
import { fieldCode, ruleText, says, type FieldCode, type RuleValues, type ValidationRule } from './rules.ts';

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

// The rules of the form and its CV (code and English text, see rules.ts); names, e-mail
// and consent are worded as on the About and Contact forms (fields.ts).
export const PHONE_INVALID = { code: 'phone.invalid', text: 'Please enter a valid phone number.' } as const satisfies ValidationRule;
export const PROFILE_URL_INVALID = { code: 'profileUrl.invalid', text: 'Please enter a valid http or https URL.' } as const satisfies ValidationRule;
export const PROFILE_URL_CREDENTIALS = { code: 'profileUrl.credentials', text: 'The URL must not contain a user name or password.' } as const satisfies ValidationRule;
export const COVER_LETTER_TOO_LONG = { code: 'coverLetter.tooLong', text: 'Cover letter must be at most {max} characters.' } as const satisfies ValidationRule;
export const CONSENT_APPLICATION = { code: 'consent.application', text: 'You must agree to the privacy policy to apply.' } as const satisfies ValidationRule;
export const CV_REQUIRED = { code: 'cv.required', text: 'Please attach your CV.' } as const satisfies ValidationRule;
export const CV_TYPE = { code: 'cv.type', text: 'Your CV must be a PDF or a Word document (DOCX).' } as const satisfies ValidationRule;
export const CV_TOO_LARGE = { code: 'cv.tooLarge', text: 'Your CV must be {max} MB or smaller.' } as const satisfies ValidationRule;
export const CV_EMPTY = { code: 'cv.empty', text: 'Your CV file is empty.' } as const satisfies ValidationRule;
export const CV_ACTIVE_CONTENT = { code: 'cv.activeContent', text: 'Your CV contains scripts or macros. Please upload a plain PDF or DOCX.' } as const satisfies ValidationRule;

/** The rule (and its values) behind each field message of `APPLICATION_MESSAGES`. */
export const APPLICATION_RULES = {
  firstName: { rule: FIRST_NAME_TOO_SHORT, values: { min: 2 } },
  lastName: { rule: LAST_NAME_TOO_SHORT, values: { min: 2 } },
  email: { rule: EMAIL_INVALID },
  phone: { rule: PHONE_INVALID },
  profileUrl: { rule: PROFILE_URL_INVALID },
  profileUrlCredentials: { rule: PROFILE_URL_CREDENTIALS },
  coverLetter: { rule: COVER_LETTER_TOO_LONG, values: { max: APPLICATION_COVER_LETTER_MAX } },
  consent: { rule: CONSENT_APPLICATION },
  cvRequired: { rule: CV_REQUIRED },
  cvType: { rule: CV_TYPE },
  cvTooLarge: { rule: CV_TOO_LARGE, values: { max: APPLICATION_CV_MAX_BYTES / (1024 * 1024) } },
  cvEmpty: { rule: CV_EMPTY },
  cvActiveContent: { rule: CV_ACTIVE_CONTENT },
} as const satisfies Record<string, { rule: ValidationRule; values?: RuleValues }>;
export type ApplicationRuleName = keyof typeof APPLICATION_RULES;

/** The code (and values) of a field message of `APPLICATION_MESSAGES`, as `validate` and the API give it. */
export function applicationFieldCode(name: ApplicationRuleName): FieldCode {
  const { rule, values } = APPLICATION_RULES[name] as { rule: ValidationRule; values?: RuleValues };
  return fieldCode(rule, values);
}

const applicationText = (name: ApplicationRuleName): string => {
  const { rule, values } = APPLICATION_RULES[name] as { rule: ValidationRule; values?: RuleValues };
  return ruleText(rule, values);
};

/**
 * Every message the form and the API give, in the style of the other forms' messages: the
 * English texts of `APPLICATION_RULES`, and the answers of a job that cannot take
 * applications and of a body that is not a form.
 */
export const APPLICATION_MESSAGES = {
  firstName: applicationText('firstName'),
  lastName: applicationText('lastName'),
  email: applicationText('email'),
  phone: applicationText('phone'),
  profileUrl: applicationText('profileUrl'),
  profileUrlCredentials: applicationText('profileUrlCredentials'),
  coverLetter: applicationText('coverLetter'),
  consent: applicationText('consent'),
  cvRequired: applicationText('cvRequired'),
  cvType: applicationText('cvType'),
  cvTooLarge: applicationText('cvTooLarge'),
  cvEmpty: applicationText('cvEmpty'),
  cvActiveContent: applicationText('cvActiveContent'),
  notMultipart: 'Applications must be sent as multipart/form-data.',
  jobNotFound: 'This job does not exist.',
  jobClosed: 'This position is closed and no longer accepts applications.',
} as const satisfies Record<ApplicationRuleName, string> & Record<string, string>;

/** The catalog ids of the job's answers a widget shows as its failure line (404, 410). */
export const APPLICATION_MESSAGE_IDS = {
  jobNotFound: 'outcome.application.jobNotFound',
  jobClosed: 'outcome.application.jobClosed',
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
  firstName: text(2, FIRST_NAME_TOO_SHORT, MAX_LENGTH.name),
  lastName: text(2, LAST_NAME_TOO_SHORT, MAX_LENGTH.name),
  email: email(EMAIL_INVALID),
  phone: v.optional(
    v.pipe(
      v.string(says(PHONE_INVALID)),
      v.trim(),
      v.check((value) => value === '' || APPLICATION_PHONE_PATTERN.test(value), says(PHONE_INVALID)),
    ),
    '',
  ),
  profileUrl: v.optional(
    v.pipe(
      v.string(says(PROFILE_URL_INVALID)),
      v.trim(),
      v.maxLength(MAX_LENGTH.url, says(PROFILE_URL_INVALID)),
      v.check((value) => value === '' || isHttpUrl(value), says(PROFILE_URL_INVALID)),
      v.check((value) => value === '' || !hasCredentials(value), says(PROFILE_URL_CREDENTIALS)),
    ),
    '',
  ),
  coverLetter: v.optional(
    v.pipe(
      v.string(says(COVER_LETTER_TOO_LONG, { max: APPLICATION_COVER_LETTER_MAX })),
      v.trim(),
      v.maxLength(APPLICATION_COVER_LETTER_MAX, says(COVER_LETTER_TOO_LONG, { max: APPLICATION_COVER_LETTER_MAX })),
    ),
    '',
  ),
  consent: consent(CONSENT_APPLICATION),
});
export type ApplicationInput = v.InferInput<typeof applicationSchema>;
export type Application = v.InferOutput<typeof applicationSchema>;

/** The consent of a multipart form (`consent=true`; a bare checkbox's `on` too) as the schema's boolean. */
export function consentFromForm(value: string | undefined): boolean {
  return value === 'true' || value === 'on';
}

/**
 * What a browser can check of the CV before sending it (size, presence, a name ending in
 * .pdf or .docx); the server decides by the bytes. The name of the rule it breaks
 * (`APPLICATION_RULES`, `applicationFieldCode`), `undefined` when it looks acceptable.
 */
export function cvFileProblem(file: { size: number; name: string } | null | undefined): 'cvRequired' | 'cvEmpty' | 'cvTooLarge' | 'cvType' | undefined {
  if (!file || (file.size === 0 && file.name === '')) return 'cvRequired';
  if (file.size === 0) return 'cvEmpty';
  if (file.size > APPLICATION_CV_MAX_BYTES) return 'cvTooLarge';
  if (!/\.(pdf|docx)$/i.test(file.name)) return 'cvType';
  return undefined;
}

/** `cvFileProblem`'s message (`APPLICATION_MESSAGES`), `undefined` when the file looks acceptable. */
export function checkCvFile(file: { size: number; name: string } | null | undefined): string | undefined {
  const problem = cvFileProblem(file);
  return problem && APPLICATION_MESSAGES[problem];
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

/** The catalog ids of `APPLICATION_OUTCOMES`. */
export const APPLICATION_OUTCOME_IDS = {
  success: 'outcome.application.success',
  failure: 'outcome.application.failure',
} as const satisfies OutcomeIds<typeof APPLICATION_OUTCOMES>;

/** Application statuses in the back office, in workflow order. */
export const APPLICATION_STATUSES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
