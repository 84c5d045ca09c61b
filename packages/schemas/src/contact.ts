/** The three contact forms (Home, About, Contact), their rules and messages, and the lead's context. */
import * as v from 'valibot';
import type { LeadAttributionInput } from './attribution.ts';
import { BRAND } from './brand.ts';
import { MAX_LENGTH } from './constants.ts';
import { consent, email, optionalText, text, type OptionGroup, type OptionItem } from './fields.ts';
import type { OutcomeText } from './outcome.ts';

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

export const homeContactSchema = v.object({
  firstName: text(2, 'First name is required', MAX_LENGTH.name),
  lastName: text(2, 'Last name is required', MAX_LENGTH.name),
  email: email('Please enter a valid email address'),
  company: text(2, 'Company name is required', MAX_LENGTH.company),
  interest: v.picklist(HOME_INTERESTS, 'Please select an option'),
  message: optionalText(MAX_LENGTH.message),
  consent: consent('You must agree to receive communications'),
});
export type HomeContactInput = v.InferInput<typeof homeContactSchema>;
export type HomeContact = v.InferOutput<typeof homeContactSchema>;

export const aboutContactSchema = v.object({
  firstName: text(2, 'First name must be at least 2 characters.', MAX_LENGTH.name),
  lastName: text(2, 'Last name must be at least 2 characters.', MAX_LENGTH.name),
  email: email('Please enter a valid email address.'),
  company: text(2, 'Company name must be at least 2 characters.', MAX_LENGTH.company),
  interest: v.picklist(ABOUT_INTERESTS, 'Please select an area of interest.'),
  message: text(10, 'Message must be at least 10 characters.', MAX_LENGTH.message),
  consent: consent('You must consent to our privacy policy'),
});
export type AboutContactInput = v.InferInput<typeof aboutContactSchema>;
export type AboutContact = v.InferOutput<typeof aboutContactSchema>;

export const contactPageSchema = v.object({
  firstName: text(2, 'First name must be at least 2 characters.', MAX_LENGTH.name),
  lastName: text(2, 'Last name must be at least 2 characters.', MAX_LENGTH.name),
  email: email('Please enter a valid email address.'),
  company: text(1, 'Company name is required.', MAX_LENGTH.company),
  interest: v.picklist(CONTACT_INTERESTS, 'Please select an area of interest.'),
  message: text(10, 'Message must be at least 10 characters.', MAX_LENGTH.message),
  consent: consent('You must agree to be contacted.'),
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

/**
 * What the API stores with each lead besides the form fields: which form sent it (when
 * absent, the /contact form's rules apply, the strictest), a free source label an embedder
 * sets, and the add-on service a request is about.
 */
export const leadContextSchema = v.object({
  form: v.optional(v.picklist(CONTACT_FORMS, 'Unknown contact form.'), 'contact'),
  source: v.optional(v.pipe(v.string('Invalid source.'), v.trim(), v.maxLength(MAX_LENGTH.shortText, 'Source must be at most 200 characters.')), ''),
  service: v.optional(v.pipe(v.string('Invalid service.'), v.trim(), v.maxLength(MAX_LENGTH.shortText, 'Service must be at most 200 characters.')), ''),
});
export type LeadContext = v.InferOutput<typeof leadContextSchema>;

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
