/**
 * Every text of the Enterprise Integrations panel in one place, so the component, its tests and the host's e2e
 * tests read the same strings.
 */
import { INTEGRATION_OUTCOMES, type PromptCategory } from '@joognoo/schemas';

export const PANEL_TITLE = 'Enterprise Integrations';
export const PANEL_SUBTITLE =
  'Connect your SDLC tools and customise AI with company-specific prompt templates, so every suggestion fits how your teams build software.';

export type IntegrationTab = 'jira' | 'cicd' | 'prompts';

export const TABS: ReadonlyArray<{ value: IntegrationTab; label: string }> = [
  { value: 'jira', label: 'Jira Integration' },
  { value: 'cicd', label: 'CI/CD Integration' },
  { value: 'prompts', label: 'Custom Prompts' },
];

export const DEFAULT_TAB: IntegrationTab = 'jira';

export const SUMMARY_CARDS: Record<IntegrationTab, { title: string; description: string; connectLabel: string }> = {
  jira: { title: 'Jira Integration', description: 'Issue tracking connection', connectLabel: 'Connect' },
  cicd: { title: 'CI/CD Integration', description: 'Workflow automation', connectLabel: 'Connect' },
  prompts: { title: 'Custom Prompts', description: 'Company-specific templates', connectLabel: 'Create' },
};
export const MANAGE_LABEL = 'Manage';
export const ACTIVE_LABEL = 'Active';

/** The Jira URL field starts with a placeholder Atlassian-style address. */
export const DEFAULT_JIRA_URL = 'https://your-company.atlassian.net';
export const DEFAULT_CICD_PROVIDER = 'github-actions';
export const DEFAULT_BRANCH = 'main';
export const DEFAULT_PROMPT_CATEGORY: PromptCategory = 'code-generation';

export const JIRA_FORM = {
  title: 'Jira Configuration',
  description: 'Link your Jira Cloud or Server workspace so AI suggestions know your issues and your code updates them.',
  labels: {
    jiraUrl: 'Jira URL',
    jiraApiToken: 'Jira API Token',
    jiraProject: 'Jira Project Key',
  },
  placeholders: { jiraProject: 'PROJECT' },
  hints: {
    jiraApiToken: 'Create one in your Atlassian account settings under Security, API tokens.',
  },
  featuresLegend: 'Features',
  features: {
    syncIssues: 'Sync Jira Issues',
    updateTicketsOnCommit: 'Update Tickets on Commit',
    enableAiSuggestions: 'AI-Powered Suggestions',
  },
  submit: 'Connect Jira',
  pending: 'Connecting...',
  note: 'Your Jira credentials are encrypted and securely stored. We never show your API token again.',
  connected: 'Connected',
} as const;

export const CICD_FORM = {
  title: 'CI/CD Configuration',
  description: 'Connect your pipeline so AI can optimise builds, generate tests and assess deployment risk.',
  labels: {
    provider: 'CI/CD Provider',
    apiKey: 'API Key / Token',
    webhookUrl: 'Webhook URL (Optional)',
    repository: 'Repository (Optional)',
    branch: 'Branch (Optional)',
  },
  placeholders: {
    webhookUrl: 'https://ci.your-company.com/webhook',
    repository: 'owner/repo',
    branch: 'main',
  },
  featuresLegend: 'Features',
  features: {
    enableDeploy: 'Deploy Integration',
    enableTests: 'Test Integration',
  },
  submit: 'Connect CI/CD',
  pending: 'Connecting...',
  note: 'Your CI/CD credentials are encrypted and securely stored. We never show your API key again.',
  connected: 'Connected',
} as const;

export const PROMPT_FORM = {
  title: 'Create Custom Prompt Template',
  editTitle: 'Edit Custom Prompt Template',
  description: 'Capture how your company writes, reviews and documents code, and reuse it in every AI request.',
  labels: {
    name: 'Template Name',
    description: 'Description',
    category: 'Category',
    prompt: 'Prompt Template',
  },
  placeholders: {
    name: 'e.g. Secure API Endpoint Generator',
    description: 'What this template is for and when to use it',
    prompt: 'Generate a {language} module named {module_name} that follows our coding standards...',
  },
  promptHint: 'Use {variables} for the parts that change, such as {language} and {module_name}.',
  submit: 'Save Template',
  update: 'Update Template',
  pending: 'Saving...',
  cancelEdit: 'Cancel',
} as const;

export const SAVED_TEMPLATES = {
  title: 'Saved Templates',
  empty: 'No custom prompt templates yet. Create your first template to get started.',
  actionsLabel: (name: string) => `Actions for ${name}`,
  edit: 'Edit',
  delete: 'Delete',
} as const;

export interface TemplateExample {
  name: string;
  description: string;
  category: PromptCategory;
  prompt: string;
}

export const TEMPLATE_EXAMPLES_TITLE = 'Template Examples';

/** The two static examples. */
export const TEMPLATE_EXAMPLES: readonly TemplateExample[] = [
  {
    name: 'Security Audit Template',
    description: 'Reviews code against OWASP guidance and your company security policies.',
    category: 'security',
    prompt:
      'Audit this {language} code for security vulnerabilities following OWASP Top 10 and our policies: check authentication, input validation, secrets handling and dependency risks in {module_name}.',
  },
  {
    name: 'Financial Logic Validation',
    description: 'Checks calculations, rounding and compliance rules in financial code paths.',
    category: 'code-review',
    prompt:
      'Validate the financial calculations in {module_name}: verify decimal precision, rounding rules, currency handling and audit logging against our compliance requirements.',
  },
];

export interface Benefit {
  title: string;
  text: string;
}

export const BENEFITS_TITLE = 'Enterprise Benefits';

export const JIRA_BENEFITS: readonly Benefit[] = [
  {
    title: 'SDLC-Aware Code Suggestions',
    text: 'AI suggestions take the Jira issue you are working on into account: acceptance criteria, linked stories and priorities.',
  },
  {
    title: 'Automated Jira Updates',
    text: 'Commits that mention an issue key move the ticket along and add a summary of the change, so boards stay current without manual updates.',
  },
  {
    title: 'Productivity Insights',
    text: 'See cycle time, AI-assisted work and bottlenecks per project, drawn from your Jira data and your repositories.',
  },
];

export const CICD_BENEFITS: readonly Benefit[] = [
  {
    title: 'Pipeline Optimisation',
    text: 'Find slow and flaky steps, cache what can be cached and run only what a change affects.',
  },
  {
    title: 'Automated Test Generation',
    text: 'Generate unit and integration tests for new code as part of the pipeline, matched to your test frameworks.',
  },
  {
    title: 'Deployment Risk Analysis',
    text: 'Score each deployment by the size and reach of its changes and the history of the files involved, before it ships.',
  },
];

export const PROMPT_BENEFITS: readonly Benefit[] = [
  {
    title: 'Consistent Code Standards',
    text: 'Every developer gets output that follows the same conventions, patterns and architecture rules.',
  },
  {
    title: 'Specialised Domain Knowledge',
    text: 'Encode the rules of your industry, such as financial regulations or healthcare privacy, once and apply them everywhere.',
  },
  {
    title: 'Knowledge Transfer',
    text: 'Turn the know-how of senior engineers into templates that help new team members from their first day.',
  },
];

/** The toasts of the panel (the texts of `INTEGRATION_OUTCOMES`, @joognoo/schemas). */
export const TOASTS = {
  jiraSuccess: INTEGRATION_OUTCOMES.jira.success,
  jiraFailure: INTEGRATION_OUTCOMES.jira.failure,
  cicdSuccess: INTEGRATION_OUTCOMES.cicd.success,
  cicdFailure: INTEGRATION_OUTCOMES.cicd.failure,
  promptSaved: INTEGRATION_OUTCOMES.promptSave.success,
  promptFailure: INTEGRATION_OUTCOMES.promptSave.failure,
  promptDeleted: INTEGRATION_OUTCOMES.promptDelete.success,
  /** Deleting a template persists (the first version deleted it locally only), so it can fail. */
  deleteFailure: { title: 'Failed to delete custom prompt', fallback: 'Failed to delete custom prompt' },
  /** Loading the saved state on mount failed (no initial data given). */
  loadFailure: { title: 'Could not load your integrations', fallback: 'Please reload the page to try again.' },
} as const;
