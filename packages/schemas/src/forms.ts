import * as v from 'valibot';
import { BRAND } from './brand.ts';
import { MAX_LENGTH } from './constants.ts';

/** A trimmed string of at least `min` characters; every failure reads `message`. */
function text(min: number, message: string, max: number) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, `Must be at most ${max} characters.`),
  );
}

function optionalText(max: number) {
  return v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters.`)),
    '',
  );
}

function email(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(MAX_LENGTH.email, message),
    v.email(message),
  );
}

function consent(message: string) {
  return v.literal(true, message);
}

/** An absolute http(s) URL; other schemes (javascript:, data:, ftp:) are refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function httpUrl(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(MAX_LENGTH.url, message),
    v.check(isHttpUrl, message),
  );
}

// ---------------------------------------------------------------------------------------
// Contact forms (SPEC.md §2 Home, About, Contact; §3; §5)
// ---------------------------------------------------------------------------------------

export interface OptionItem<T extends string = string> {
  readonly value: T;
  readonly label: string;
}
export interface OptionGroup<T extends string = string> {
  readonly label: string;
  readonly options: readonly OptionItem<T>[];
}

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
};

// ---------------------------------------------------------------------------------------
// Newsletter
// ---------------------------------------------------------------------------------------

/** SPEC.md §5: required, then `{email} without spaces`. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterSchema = v.object({
  email: v.pipe(
    v.string('Email is required'),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.maxLength(MAX_LENGTH.email, 'Please enter a valid email address'),
    v.regex(NEWSLETTER_EMAIL_PATTERN, 'Please enter a valid email address'),
  ),
});
export type NewsletterInput = v.InferInput<typeof newsletterSchema>;

// ---------------------------------------------------------------------------------------
// Enterprise integrations
// ---------------------------------------------------------------------------------------

export const jiraConnectionSchema = v.object({
  jiraUrl: httpUrl('Please enter a valid Jira URL'),
  jiraApiToken: v.pipe(v.string('API token is required'), v.trim(), v.minLength(1, 'API token is required'), v.maxLength(MAX_LENGTH.secret, 'API token is too long.')),
  jiraProject: v.pipe(v.string('Jira project key is required'), v.trim(), v.minLength(1, 'Jira project key is required'), v.maxLength(MAX_LENGTH.shortText, 'Jira project key is too long.')),
  syncIssues: v.optional(v.boolean('Must be true or false.'), true),
  updateTicketsOnCommit: v.optional(v.boolean('Must be true or false.'), true),
  enableAiSuggestions: v.optional(v.boolean('Must be true or false.'), true),
});
export type JiraConnectionInput = v.InferInput<typeof jiraConnectionSchema>;
export type JiraConnection = v.InferOutput<typeof jiraConnectionSchema>;

export const CICD_PROVIDER_OPTIONS = [
  { value: 'github-actions', label: 'GitHub Actions' },
  { value: 'jenkins', label: 'Jenkins' },
  { value: 'gitlab-ci', label: 'GitLab CI' },
  { value: 'azure-devops', label: 'Azure DevOps' },
  { value: 'circle-ci', label: 'CircleCI' },
  { value: 'travis-ci', label: 'Travis CI' },
] as const satisfies readonly OptionItem[];
export const CICD_PROVIDERS = CICD_PROVIDER_OPTIONS.map((option) => option.value);
export type CicdProvider = (typeof CICD_PROVIDER_OPTIONS)[number]['value'];

export const cicdConnectionSchema = v.object({
  provider: v.picklist(CICD_PROVIDERS, 'Please select a CI/CD provider'),
  webhookUrl: v.optional(
    v.pipe(
      v.string('Please enter a valid webhook URL'),
      v.trim(),
      v.maxLength(MAX_LENGTH.url, 'Please enter a valid webhook URL'),
      v.check((value) => value === '' || isHttpUrl(value), 'Please enter a valid webhook URL'),
    ),
    '',
  ),
  apiKey: v.pipe(v.string('API key is required'), v.trim(), v.minLength(1, 'API key is required'), v.maxLength(MAX_LENGTH.secret, 'API key is too long.')),
  repository: optionalText(MAX_LENGTH.shortText),
  branch: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.shortText, 'Branch is too long.')), 'main'),
  enableDeploy: v.optional(v.boolean('Must be true or false.'), true),
  enableTests: v.optional(v.boolean('Must be true or false.'), true),
});
export type CicdConnectionInput = v.InferInput<typeof cicdConnectionSchema>;
export type CicdConnection = v.InferOutput<typeof cicdConnectionSchema>;

export const PROMPT_CATEGORIES = [
  'code-generation',
  'code-review',
  'documentation',
  'security',
  'performance',
  'testing',
  'onboarding',
] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

export const promptTemplateInputSchema = v.object({
  name: text(3, 'Prompt name must be at least 3 characters', MAX_LENGTH.promptName),
  description: text(10, 'Please provide a description', MAX_LENGTH.promptDescription),
  prompt: text(20, 'Prompt template must be at least 20 characters', MAX_LENGTH.prompt),
  category: v.picklist(PROMPT_CATEGORIES, 'Please select a category'),
});
export type PromptTemplateInput = v.InferInput<typeof promptTemplateInputSchema>;
