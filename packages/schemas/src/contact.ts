/** The three contact forms (Home, About, Contact), their rules and messages, and the lead's context. */
import * as v from 'valibot';
import type { LeadAttributionInput } from './attribution.ts';
import { BRAND } from './brand.ts';
import { MAX_LENGTH } from './constants.ts';
import {
  EMAIL_INVALID,
  EMAIL_INVALID_TERSE,
  FIRST_NAME_TOO_SHORT,
  LAST_NAME_TOO_SHORT,
  consent,
  email,
  optionalText,
  text,
  type OptionGroup,
  type OptionItem,
} from './fields.ts';
import type { OutcomeIds, OutcomeText } from './outcome.ts';
import { says, type ValidationRule } from './rules.ts';

export const HOME_INTEREST_GROUPS = [
  {
    label: 'Engineering Accelerators',
    options: [
      { value: 'xcelerate-dev', label: 'Xcelerate Dev' },
      { value: 'xcelerate-test', label: 'Xcelerate Test' },
      { value: 'xcelerate-journey', label: 'Xcelerate Journey' },
    ],
  },
  {
    label: 'Business Accelerators',
    options: [
      { value: 'xcelerate-payment', label: 'Xcelerate Payment' },
      { value: 'xcelerate-insure', label: 'Xcelerate Insure' },
      { value: 'xcelerate-ops', label: 'Xcelerate Ops' },
    ],
  },
] as const satisfies readonly OptionGroup[];
export const HOME_INTEREST_FULL_SUITE = { value: 'full-suite', label: 'Full Suite' } as const;
export const HOME_INTERESTS = [
  ...HOME_INTEREST_GROUPS.flatMap((group) => group.options.map((option) => option.value)),
  HOME_INTEREST_FULL_SUITE.value,
] as const;
export type HomeInterest = (typeof HOME_INTERESTS)[number];

export const ABOUT_INTEREST_OPTIONS = [
  { value: 'dev-accelerator', label: 'Dev Accelerator' },
  { value: BRAND.products.green.slug, label: BRAND.products.green.name },
  { value: BRAND.products.ai.slug, label: BRAND.products.ai.name },
  { value: BRAND.products.hire.slug, label: BRAND.products.hire.name },
  { value: 'enterprise-integration', label: 'Enterprise Integration' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly OptionItem[];
export const ABOUT_INTERESTS = ABOUT_INTEREST_OPTIONS.map((option) => option.value);
export type AboutInterest = (typeof ABOUT_INTEREST_OPTIONS)[number]['value'];

export const CONTACT_INTEREST_OPTIONS = [
  { value: 'engineering', label: 'Engineering Accelerators' },
  { value: 'business', label: 'Business Accelerators' },
  { value: 'addons', label: 'Add-On Services' },
  { value: 'enterprise', label: 'Enterprise Solutions' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly OptionItem[];
export const CONTACT_INTERESTS = CONTACT_INTEREST_OPTIONS.map((option) => option.value);
export type ContactInterest = (typeof CONTACT_INTEREST_OPTIONS)[number]['value'];

// The rules of the three forms (code and English text, see rules.ts); the ones they share
// with the job application are in fields.ts.
export const FIRST_NAME_REQUIRED = { code: 'firstName.required', text: 'First name is required' } as const satisfies ValidationRule;
export const LAST_NAME_REQUIRED = { code: 'lastName.required', text: 'Last name is required' } as const satisfies ValidationRule;
/** The home form: at least 2 characters, worded as required. */
export const COMPANY_REQUIRED_TERSE = { code: 'company.requiredTerse', text: 'Company name is required' } as const satisfies ValidationRule;
/** The /contact form: at least 1 character. */
export const COMPANY_REQUIRED = { code: 'company.required', text: 'Company name is required.' } as const satisfies ValidationRule;
export const COMPANY_TOO_SHORT = { code: 'company.tooShort', text: 'Company name must be at least {min} characters.' } as const satisfies ValidationRule;
export const INTEREST_REQUIRED = { code: 'interest.required', text: 'Please select an option' } as const satisfies ValidationRule;
export const INTEREST_AREA_REQUIRED = { code: 'interest.areaRequired', text: 'Please select an area of interest.' } as const satisfies ValidationRule;
export const MESSAGE_TOO_SHORT = { code: 'message.tooShort', text: 'Message must be at least {min} characters.' } as const satisfies ValidationRule;
export const CONSENT_COMMUNICATIONS = { code: 'consent.communications', text: 'You must agree to receive communications' } as const satisfies ValidationRule;
export const CONSENT_PRIVACY_POLICY = { code: 'consent.privacyPolicy', text: 'You must consent to our privacy policy' } as const satisfies ValidationRule;
export const CONSENT_CONTACT = { code: 'consent.contact', text: 'You must agree to be contacted.' } as const satisfies ValidationRule;

export const homeContactSchema = v.object({
  firstName: text(2, FIRST_NAME_REQUIRED, MAX_LENGTH.name),
  lastName: text(2, LAST_NAME_REQUIRED, MAX_LENGTH.name),
  email: email(EMAIL_INVALID_TERSE),
  company: text(2, COMPANY_REQUIRED_TERSE, MAX_LENGTH.company),
  interest: v.picklist(HOME_INTERESTS, says(INTEREST_REQUIRED)),
  message: optionalText(MAX_LENGTH.message),
  consent: consent(CONSENT_COMMUNICATIONS),
});
export type HomeContactInput = v.InferInput<typeof homeContactSchema>;
export type HomeContact = v.InferOutput<typeof homeContactSchema>;

export const aboutContactSchema = v.object({
  firstName: text(2, FIRST_NAME_TOO_SHORT, MAX_LENGTH.name),
  lastName: text(2, LAST_NAME_TOO_SHORT, MAX_LENGTH.name),
  email: email(EMAIL_INVALID),
  company: text(2, COMPANY_TOO_SHORT, MAX_LENGTH.company),
  interest: v.picklist(ABOUT_INTERESTS, says(INTEREST_AREA_REQUIRED)),
  message: text(10, MESSAGE_TOO_SHORT, MAX_LENGTH.message),
  consent: consent(CONSENT_PRIVACY_POLICY),
});
export type AboutContactInput = v.InferInput<typeof aboutContactSchema>;
export type AboutContact = v.InferOutput<typeof aboutContactSchema>;

export const contactPageSchema = v.object({
  firstName: text(2, FIRST_NAME_TOO_SHORT, MAX_LENGTH.name),
  lastName: text(2, LAST_NAME_TOO_SHORT, MAX_LENGTH.name),
  email: email(EMAIL_INVALID),
  company: text(1, COMPANY_REQUIRED, MAX_LENGTH.company),
  interest: v.picklist(CONTACT_INTERESTS, says(INTEREST_AREA_REQUIRED)),
  message: text(10, MESSAGE_TOO_SHORT, MAX_LENGTH.message),
  consent: consent(CONSENT_CONTACT),
});
export type ContactPageInput = v.InferInput<typeof contactPageSchema>;
export type ContactPage = v.InferOutput<typeof contactPageSchema>;

export const CONTACT_FORMS = ['home', 'about', 'contact'] as const;
export type ContactFormKind = (typeof CONTACT_FORMS)[number];

export const contactSchemas = {
  home: homeContactSchema,
  about: aboutContactSchema,
  contact: contactPageSchema,
} as const satisfies Record<ContactFormKind, v.GenericSchema>;

/** The body of POST /api/contact: the fields of one of the three forms plus its context. */
export type ContactRequestInput = (HomeContactInput | AboutContactInput | ContactPageInput) & {
  form?: ContactFormKind;
  source?: string;
  service?: string;
  /** The partner whose page embeds the form (`partner` attribute); its origins may write. */
  partner?: string;
  /** Captured from the embedding page (see `pageAttribution`). */
  attribution?: LeadAttributionInput;
  /** The honeypot (`HONEYPOT_FIELD`): '' from a person. */
  website?: string;
  /** The visitor's language, a BCP 47 tag (`ar`, `ms-MY`); absent: English. */
  locale?: string;
};

const SEND_MESSAGE_OUTCOMES = {
  success: { title: 'Success!', description: "Your message has been sent. We'll be in touch soon." },
  failure: { title: 'Error', description: 'There was a problem sending your message. Please try again.' },
} as const;

/**
 * What each contact form shows after a submission, as a toast (the widget) or a
 * page (the site's no-JavaScript post). A 429's own message replaces the failure's line.
 */
export const CONTACT_OUTCOMES = {
  home: {
    success: { title: 'Request submitted successfully', description: "We'll be in touch with you shortly!" },
    failure: { title: 'Something went wrong', description: 'Please try submitting the form again.' },
  },
  about: SEND_MESSAGE_OUTCOMES,
  contact: SEND_MESSAGE_OUTCOMES,
} as const satisfies Record<ContactFormKind, { success: OutcomeText; failure: OutcomeText }>;

const SEND_MESSAGE_OUTCOME_IDS = { success: 'outcome.sendMessage.success', failure: 'outcome.sendMessage.failure' } as const;

/** The catalog ids of `CONTACT_OUTCOMES` (About and Contact share their texts, so their ids). */
export const CONTACT_OUTCOME_IDS = {
  home: { success: 'outcome.homeContact.success', failure: 'outcome.homeContact.failure' },
  about: SEND_MESSAGE_OUTCOME_IDS,
  contact: SEND_MESSAGE_OUTCOME_IDS,
} as const satisfies OutcomeIds<typeof CONTACT_OUTCOMES>;
