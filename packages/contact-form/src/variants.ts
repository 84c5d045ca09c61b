import {
  ABOUT_INTEREST_OPTIONS,
  BRAND,
  CONTACT_INTEREST_OPTIONS,
  CONTACT_OUTCOMES,
  HOME_INTEREST_FULL_SUITE,
  HOME_INTEREST_GROUPS,
  contactSchemas,
  type ContactFormKind,
  type OutcomeText,
} from '@joognoo/schemas';
import type { SelectItem } from '@joognoo/ui';

/** Which of the three forms is shown: home (#contact), /about, /contact. */
export type ContactFormVariant = ContactFormKind;

export const CONTACT_FORM_VARIANTS = ['home', 'about', 'contact'] as const satisfies readonly ContactFormVariant[];

/** The fields a visitor fills in, in the order they appear. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'company', 'interest', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Everything that differs between the three forms: texts, options, rules. */
export interface VariantConfig {
  title: string;
  labels: Record<Exclude<ContactField, 'consent'>, string>;
  consentLabel: string;
  interestPlaceholder: string;
  interestOptions: SelectItem[];
  /** Fields whose label shows a required marker (the schema decides the rule). */
  messageRequired: boolean;
  submitLabel: string;
  pendingLabel: string;
  success: OutcomeText;
  failure: OutcomeText;
  schema: (typeof contactSchemas)[ContactFormVariant];
}

const homeInterestOptions: SelectItem[] = [
  ...HOME_INTEREST_GROUPS.map((group) => ({
    type: 'group' as const,
    label: group.label,
    options: group.options.map((option) => ({ value: option.value, label: option.label })),
  })),
  { value: HOME_INTEREST_FULL_SUITE.value, label: HOME_INTEREST_FULL_SUITE.label },
];

const plainOptions = (options: readonly { value: string; label: string }[]): SelectItem[] =>
  options.map((option) => ({ value: option.value, label: option.label }));

const sendMessage = {
  messageRequired: true,
  submitLabel: 'Send Message',
  pendingLabel: 'Sending...',
} as const;

const sendMessageLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  company: 'Company',
  interest: 'Area of Interest',
  message: 'Message',
} as const;

export const VARIANTS: Record<ContactFormVariant, VariantConfig> = {
  home: {
    title: 'Request Information',
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      company: 'Company',
      interest: "I'm interested in",
      message: 'Message',
    },
    consentLabel: `I agree to receive communications from ${BRAND.name} about products, services and events.`,
    interestPlaceholder: 'Select an option',
    interestOptions: homeInterestOptions,
    messageRequired: false,
    submitLabel: 'Submit Request',
    pendingLabel: 'Submitting...',
    ...CONTACT_OUTCOMES.home,
    schema: contactSchemas.home,
  },
  about: {
    title: 'Send Us a Message',
    labels: sendMessageLabels,
    consentLabel: `I consent to ${BRAND.name} storing and processing my details as described in its privacy policy.`,
    interestPlaceholder: 'Select an area of interest',
    interestOptions: plainOptions(ABOUT_INTEREST_OPTIONS),
    ...sendMessage,
    ...CONTACT_OUTCOMES.about,
    schema: contactSchemas.about,
  },
  contact: {
    title: 'Send Us a Message',
    labels: sendMessageLabels,
    consentLabel: `I agree to be contacted by ${BRAND.name} about my enquiry.`,
    interestPlaceholder: 'Select an area of interest',
    interestOptions: plainOptions(CONTACT_INTEREST_OPTIONS),
    ...sendMessage,
    ...CONTACT_OUTCOMES.contact,
    schema: contactSchemas.contact,
  },
};

/** Every selectable interest value of a variant (group headings are not values). */
export function interestValues(variant: ContactFormVariant): string[] {
  return VARIANTS[variant].interestOptions.flatMap((item) =>
    item.type === 'group' ? item.options.map((option) => option.value) : [item.value],
  );
}

export function isVariant(value: unknown): value is ContactFormVariant {
  return typeof value === 'string' && (CONTACT_FORM_VARIANTS as readonly string[]).includes(value);
}
