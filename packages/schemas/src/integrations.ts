/** The Enterprise Integrations forms (SPEC.md §2, §5): Jira, CI/CD, custom prompts. */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';
import { httpUrl, optionalText, text, type OptionItem } from './fields.ts';

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
