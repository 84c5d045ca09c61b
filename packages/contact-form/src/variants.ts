import {
  ABOUT_INTEREST_OPTIONS,
  BRAND,
  CONTACT_INTEREST_OPTIONS,
  CONTACT_OUTCOMES,
  HOME_INTEREST_FULL_SUITE,
  HOME_INTEREST_GROUPS,
  contactSchemas,
  type AboutInterest,
  type ContactFormKind,
  type ContactInterest,
  type FailureText,
  type HomeInterest,
  type OutcomeText,
} from '@joognoo/schemas';
import type { SelectItem } from '@joognoo/ui';
import type { ContactFormMessageId } from './catalog';

/** Which of the three forms is shown: home (#contact), /about, /contact. */
export type ContactFormVariant = ContactFormKind;

export const CONTACT_FORM_VARIANTS = ['home', 'about', 'contact'] as const satisfies readonly ContactFormVariant[];

/** The fields a visitor fills in, in the order they appear. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'company', 'interest', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A selectable interest of any variant (the schemas' option values). */
export type InterestValue = HomeInterest | AboutInterest | ContactInterest;

/** An interest option as the schemas define it: its value (its label is the catalog's, by value). */
type InterestOption = { readonly value: InterestValue };
/** The home form's disabled group headings and their options, then its plain options. */
type InterestEntry = InterestOption | { readonly group: InterestGroupId; readonly options: readonly InterestOption[] };

/**
 * The ids of the home form's group headings, in the order of `HOME_INTEREST_GROUPS` (a
 * heading has no value to key its text by).
 */
export const INTEREST_GROUP_IDS = ['contact.interestGroup.engineering', 'contact.interestGroup.business'] as const satisfies readonly ContactFormMessageId[];
type InterestGroupId = (typeof INTEREST_GROUP_IDS)[number];

/** The catalog id of an interest option's label: `contact.interest.<value>`. */
export function interestMessageId(value: InterestValue): ContactFormMessageId {
  return `contact.interest.${value}`;
}

/** Everything that differs between the three forms but their texts (those are `contact.<variant>.*`). */
export interface VariantConfig {
  interestOptions: readonly InterestEntry[];
  /** Fields whose label shows a required marker (the schema decides the rule). */
  messageRequired: boolean;
  /**
   * The catalog name of its outcome texts (`outcome.<name>.success.title`, ...): about and
   * contact share theirs.
   */
  outcomes: 'homeContact' | 'sendMessage';
  /** Its outcome texts in English, as `useOutcomes` takes them. */
  english: { success: OutcomeText; failure: FailureText };
  schema: (typeof contactSchemas)[ContactFormVariant];
}

const valuesOf = (options: readonly { value: InterestValue }[]): InterestOption[] => options.map(({ value }) => ({ value }));

/** A form's outcome texts with the failure's line as the `fallback` of a server's own line. */
const englishOutcomes = ({ success, failure }: { success: OutcomeText; failure: OutcomeText }) => ({
  success,
  failure: { title: failure.title, fallback: failure.description },
});

export const VARIANTS: Record<ContactFormVariant, VariantConfig> = {
  home: {
    interestOptions: [
      ...HOME_INTEREST_GROUPS.map((group, index) => ({ group: INTEREST_GROUP_IDS[index]!, options: valuesOf(group.options) })),
      { value: HOME_INTEREST_FULL_SUITE.value },
    ],
    messageRequired: false,
    outcomes: 'homeContact',
    english: englishOutcomes(CONTACT_OUTCOMES.home),
    schema: contactSchemas.home,
  },
  about: {
    interestOptions: valuesOf(ABOUT_INTEREST_OPTIONS),
    messageRequired: true,
    outcomes: 'sendMessage',
    english: englishOutcomes(CONTACT_OUTCOMES.about),
    schema: contactSchemas.about,
  },
  contact: {
    interestOptions: valuesOf(CONTACT_INTEREST_OPTIONS),
    messageRequired: true,
    outcomes: 'sendMessage',
    english: englishOutcomes(CONTACT_OUTCOMES.contact),
    schema: contactSchemas.contact,
  },
};

type Translate = (id: ContactFormMessageId, values?: Record<string, unknown>) => string;

/** What a form says, in the widget's language. */
export interface VariantTexts {
  title: string;
  labels: Record<Exclude<ContactField, 'consent'>, string>;
  consentLabel: string;
  interestPlaceholder: string;
  interestOptions: SelectItem[];
  submitLabel: string;
  pendingLabel: string;
}

/** The texts of `variant`, read from the catalogs with `t`. */
export function variantTexts(variant: ContactFormVariant, t: Translate): VariantTexts {
  const option = ({ value }: InterestOption) => ({ value, label: t(interestMessageId(value)) });
  return {
    title: t(`contact.${variant}.title`),
    labels: {
      firstName: t('contact.field.firstName'),
      lastName: t('contact.field.lastName'),
      email: t('contact.field.email'),
      company: t('contact.field.company'),
      interest: t(`contact.${variant}.interestLabel`),
      message: t('contact.field.message'),
    },
    consentLabel: t(`contact.${variant}.consent`, { brand: BRAND.name }),
    interestPlaceholder: t(`contact.${variant}.interestPlaceholder`),
    interestOptions: VARIANTS[variant].interestOptions.map((entry) =>
      'group' in entry ? { type: 'group' as const, label: t(entry.group), options: entry.options.map(option) } : option(entry),
    ),
    submitLabel: t(`contact.${variant}.submit`),
    pendingLabel: t(`contact.${variant}.pending`),
  };
}

/** Every selectable interest value of a variant (group headings are not values). */
export function interestValues(variant: ContactFormVariant): string[] {
  return VARIANTS[variant].interestOptions.flatMap((entry) => ('group' in entry ? entry.options.map((option) => option.value) : [entry.value]));
}

export function isVariant(value: unknown): value is ContactFormVariant {
  return typeof value === 'string' && (CONTACT_FORM_VARIANTS as readonly string[]).includes(value);
}
