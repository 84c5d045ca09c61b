/** The Enterprise Integrations forms: Jira, CI/CD, custom prompts. */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';
import { promptTemplateSchema } from './entities.ts';
import { httpUrl, optionalText, text, type OptionItem } from './fields.ts';
import type { FailureText, OutcomeText } from './outcome.ts';

export const jiraConnectionSchema = v.object({
  jiraUrl: httpUrl('Please enter a valid Jira URL', 'Please enter the Jira URL without a user name or password'),
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
    httpUrl('Please enter a valid webhook URL', 'Please enter the webhook URL without a user name or password', { optional: true }),
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
