/** The Enterprise Integrations forms: Jira, CI/CD, custom prompts. */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';
import { promptTemplateSchema } from './entities.ts';
import { httpUrl, optionalText, text, type OptionItem } from './fields.ts';
import type { FailureText, OutcomeIds, OutcomeText } from './outcome.ts';
import { says, type ValidationRule } from './rules.ts';

// The rules of the three forms (code and English text, see rules.ts).
export const JIRA_URL_INVALID = { code: 'jiraUrl.invalid', text: 'Please enter a valid Jira URL' } as const satisfies ValidationRule;
export const JIRA_URL_CREDENTIALS = { code: 'jiraUrl.credentials', text: 'Please enter the Jira URL without a user name or password' } as const satisfies ValidationRule;
export const JIRA_API_TOKEN_REQUIRED = { code: 'jiraApiToken.required', text: 'API token is required' } as const satisfies ValidationRule;
export const JIRA_API_TOKEN_TOO_LONG = { code: 'jiraApiToken.tooLong', text: 'API token is too long.' } as const satisfies ValidationRule;
export const JIRA_PROJECT_REQUIRED = { code: 'jiraProject.required', text: 'Jira project key is required' } as const satisfies ValidationRule;
export const JIRA_PROJECT_TOO_LONG = { code: 'jiraProject.tooLong', text: 'Jira project key is too long.' } as const satisfies ValidationRule;
/** A switch of a connection (sync issues, run tests, ...) that is not a boolean. */
export const BOOLEAN_INVALID = { code: 'boolean.invalid', text: 'Must be true or false.' } as const satisfies ValidationRule;
export const PROVIDER_REQUIRED = { code: 'provider.required', text: 'Please select a CI/CD provider' } as const satisfies ValidationRule;
export const WEBHOOK_URL_INVALID = { code: 'webhookUrl.invalid', text: 'Please enter a valid webhook URL' } as const satisfies ValidationRule;
export const WEBHOOK_URL_CREDENTIALS = { code: 'webhookUrl.credentials', text: 'Please enter the webhook URL without a user name or password' } as const satisfies ValidationRule;
/** The API's check of a CI/CD webhook URL's host (the form cannot know where a name points). */
export const WEBHOOK_URL_PRIVATE = {
  code: 'webhookUrl.private',
  text: 'Please enter a webhook URL on a public host: loopback, private, link-local and cloud metadata addresses and names are refused',
} as const satisfies ValidationRule;
export const API_KEY_REQUIRED = { code: 'apiKey.required', text: 'API key is required' } as const satisfies ValidationRule;
export const API_KEY_TOO_LONG = { code: 'apiKey.tooLong', text: 'API key is too long.' } as const satisfies ValidationRule;
export const BRANCH_TOO_LONG = { code: 'branch.tooLong', text: 'Branch is too long.' } as const satisfies ValidationRule;
export const PROMPT_NAME_TOO_SHORT = { code: 'promptName.tooShort', text: 'Prompt name must be at least {min} characters' } as const satisfies ValidationRule;
export const PROMPT_DESCRIPTION_REQUIRED = { code: 'promptDescription.required', text: 'Please provide a description' } as const satisfies ValidationRule;
export const PROMPT_TOO_SHORT = { code: 'prompt.tooShort', text: 'Prompt template must be at least {min} characters' } as const satisfies ValidationRule;
export const PROMPT_CATEGORY_REQUIRED = { code: 'promptCategory.required', text: 'Please select a category' } as const satisfies ValidationRule;

const aSwitch = () => v.optional(v.boolean(says(BOOLEAN_INVALID)), true);

export const jiraConnectionSchema = v.object({
  jiraUrl: httpUrl(JIRA_URL_INVALID, JIRA_URL_CREDENTIALS),
  jiraApiToken: v.pipe(
    v.string(says(JIRA_API_TOKEN_REQUIRED)),
    v.trim(),
    v.minLength(1, says(JIRA_API_TOKEN_REQUIRED)),
    v.maxLength(MAX_LENGTH.secret, says(JIRA_API_TOKEN_TOO_LONG)),
  ),
  jiraProject: v.pipe(
    v.string(says(JIRA_PROJECT_REQUIRED)),
    v.trim(),
    v.minLength(1, says(JIRA_PROJECT_REQUIRED)),
    v.maxLength(MAX_LENGTH.shortText, says(JIRA_PROJECT_TOO_LONG)),
  ),
  syncIssues: aSwitch(),
  updateTicketsOnCommit: aSwitch(),
  enableAiSuggestions: aSwitch(),
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
  provider: v.picklist(CICD_PROVIDERS, says(PROVIDER_REQUIRED)),
  webhookUrl: v.optional(httpUrl(WEBHOOK_URL_INVALID, WEBHOOK_URL_CREDENTIALS, { optional: true }), ''),
  apiKey: v.pipe(v.string(says(API_KEY_REQUIRED)), v.trim(), v.minLength(1, says(API_KEY_REQUIRED)), v.maxLength(MAX_LENGTH.secret, says(API_KEY_TOO_LONG))),
  repository: optionalText(MAX_LENGTH.shortText),
  branch: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.shortText, says(BRANCH_TOO_LONG))), 'main'),
  enableDeploy: aSwitch(),
  enableTests: aSwitch(),
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
  name: text(3, PROMPT_NAME_TOO_SHORT, MAX_LENGTH.promptName),
  description: text(10, PROMPT_DESCRIPTION_REQUIRED, MAX_LENGTH.promptDescription),
  prompt: text(20, PROMPT_TOO_SHORT, MAX_LENGTH.prompt),
  category: v.picklist(PROMPT_CATEGORIES, says(PROMPT_CATEGORY_REQUIRED)),
});
export type PromptTemplateInput = v.InferInput<typeof promptTemplateInputSchema>;

// What GET /api/dev/integrations and the connect calls answer: a connection's settings,
// never its secret. The API builds its answers as these types.

const isoDate = v.pipe(v.string(), v.isoTimestamp());

/** The settings of a user's Jira connection as the API shows them (never the token). */
export const jiraSettingsSchema = v.object({
  jiraUrl: v.string(),
  jiraProject: v.string(),
  syncIssues: v.boolean(),
  updateTicketsOnCommit: v.boolean(),
  enableAiSuggestions: v.boolean(),
  /** ISO-8601 UTC. */
  updatedAt: isoDate,
});
export type JiraSettings = v.InferOutput<typeof jiraSettingsSchema>;

/** The settings of a user's CI/CD connection as the API shows them (never the key). */
export const cicdSettingsSchema = v.object({
  provider: v.string(),
  webhookUrl: v.string(),
  repository: v.string(),
  branch: v.string(),
  enableDeploy: v.boolean(),
  enableTests: v.boolean(),
  /** ISO-8601 UTC. */
  updatedAt: isoDate,
});
export type CicdSettings = v.InferOutput<typeof cicdSettingsSchema>;

const notConnectedSchema = v.object({ connected: v.literal(false) });

/** A user's Jira connection: `{ connected: false }`, or connected with every setting. */
export const jiraStatusSchema = v.variant('connected', [
  notConnectedSchema,
  v.object({ connected: v.literal(true), ...jiraSettingsSchema.entries }),
]);
export type JiraStatus = v.InferOutput<typeof jiraStatusSchema>;

/** A user's CI/CD connection: `{ connected: false }`, or connected with every setting. */
export const cicdStatusSchema = v.variant('connected', [
  notConnectedSchema,
  v.object({ connected: v.literal(true), ...cicdSettingsSchema.entries }),
]);
export type CicdStatus = v.InferOutput<typeof cicdStatusSchema>;

/** GET /api/dev/integrations: the signed-in user's connections and own templates (oldest first). */
export const integrationsOverviewSchema = v.object({
  jira: jiraStatusSchema,
  cicd: cicdStatusSchema,
  prompts: v.array(promptTemplateSchema),
});
export type IntegrationsOverview = v.InferOutput<typeof integrationsOverviewSchema>;

/** POST /api/dev/integrations/jira: the success title and the saved connection. */
export const jiraConnectResponseSchema = v.object({ message: v.string(), jira: jiraStatusSchema });
export type JiraConnectResponse = v.InferOutput<typeof jiraConnectResponseSchema>;

/** POST /api/dev/integrations/cicd: the success title and the saved connection. */
export const cicdConnectResponseSchema = v.object({ message: v.string(), cicd: cicdStatusSchema });
export type CicdConnectResponse = v.InferOutput<typeof cicdConnectResponseSchema>;

/**
 * A status as a lenient reader takes it (the integrations panel, fed by a host's own client
 * or a stub): a connected one may lack settings. The API always sends them all.
 */
export type PartialStatus<TSettings> = { connected: false } | ({ connected: true } & Partial<TSettings>);

/**
 * The toasts of the Enterprise Integrations panel. A failure shows the server's
 * `message`, else the fallback; the API answers a connection with the success title.
 */
export const INTEGRATION_OUTCOMES = {
  jira: {
    success: { title: 'Jira integration successful', description: 'Your Jira account has been connected successfully.' },
    failure: { title: 'Jira integration failed', fallback: 'Failed to connect Jira' },
  },
  cicd: {
    success: { title: 'CI/CD integration successful', description: 'Your CI/CD provider has been connected successfully.' },
    failure: { title: 'CI/CD integration failed', fallback: 'Failed to connect CI/CD' },
  },
  promptSave: {
    success: { title: 'Custom prompt saved', description: 'Your custom prompt template has been saved successfully.' },
    failure: { title: 'Failed to save custom prompt', fallback: 'Failed to save custom prompt' },
  },
  promptDelete: {
    success: { title: 'Custom prompt deleted', description: 'Your custom prompt template has been deleted successfully.' },
  },
} as const satisfies Record<string, { success: OutcomeText; failure?: FailureText }>;

/** The catalog ids of `INTEGRATION_OUTCOMES`. */
export const INTEGRATION_OUTCOME_IDS = {
  jira: { success: 'outcome.jira.success', failure: 'outcome.jira.failure' },
  cicd: { success: 'outcome.cicd.success', failure: 'outcome.cicd.failure' },
  promptSave: { success: 'outcome.promptSave.success', failure: 'outcome.promptSave.failure' },
  promptDelete: { success: 'outcome.promptDelete.success' },
} as const satisfies OutcomeIds<typeof INTEGRATION_OUTCOMES>;
