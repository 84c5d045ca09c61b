/**
 * The panel's texts in English, in the shape `integrationsCopy` has always had, for code that
 * wants them by name (a host's English tests). They are read from the English catalog, the
 * one source: the panel itself shows every text through its catalog in the visitor's language.
 */
import { INTEGRATION_OUTCOMES, type PromptCategory } from '@joognoo/schemas';
import { createTranslator, type MessageValues } from '@joognoo/ui';
import type { IntegrationsMessageId } from './catalog';
import { messages as english } from './locales/en/messages';
import {
  CICD_BENEFIT_IDS,
  JIRA_BENEFIT_IDS,
  PROMPT_BENEFIT_IDS,
  SUMMARY_CARD_IDS,
  TAB_LABELS,
  TEMPLATE_EXAMPLE_IDS,
  type BenefitIds,
  type IntegrationTab,
} from './structure';

export { DEFAULT_BRANCH, DEFAULT_CICD_PROVIDER, DEFAULT_PROMPT_CATEGORY, DEFAULT_TAB, type IntegrationTab } from './structure';

const translate = createTranslator('en', 'en', english).t;
const en = (id: IntegrationsMessageId, values?: MessageValues) => translate(id, values);

export const PANEL_TITLE = en('integrations.title');
export const PANEL_SUBTITLE = en('integrations.subtitle');

export const TABS: ReadonlyArray<{ value: IntegrationTab; label: string }> = TAB_LABELS.map(({ value, label }) => ({ value, label: en(label) }));

export const SUMMARY_CARDS = Object.fromEntries(
  Object.entries(SUMMARY_CARD_IDS).map(([tab, ids]) => [tab, { title: en(ids.title), description: en(ids.description), connectLabel: en(ids.connect) }]),
) as Record<IntegrationTab, { title: string; description: string; connectLabel: string }>;
export const MANAGE_LABEL = en('integrations.card.manage');
export const ACTIVE_LABEL = en('integrations.card.active');

/** The Jira URL field starts with a placeholder Atlassian-style address. */
export const DEFAULT_JIRA_URL = en('integrations.jira.defaultUrl');

export const JIRA_FORM = {
  title: en('integrations.jira.title'),
  description: en('integrations.jira.description'),
  labels: {
    jiraUrl: en('integrations.jira.field.jiraUrl'),
    jiraApiToken: en('integrations.jira.field.jiraApiToken'),
    jiraProject: en('integrations.jira.field.jiraProject'),
  },
  placeholders: { jiraProject: en('integrations.jira.placeholder.jiraProject') },
  featuresLegend: en('integrations.jira.features'),
  features: {
    syncIssues: en('integrations.jira.feature.syncIssues'),
    updateTicketsOnCommit: en('integrations.jira.feature.updateTicketsOnCommit'),
    enableAiSuggestions: en('integrations.jira.feature.enableAiSuggestions'),
  },
  submit: en('integrations.jira.submit'),
  note: en('integrations.jira.note'),
  connected: en('integrations.jira.status', { detail: 'none' }),
} as const;

export const CICD_FORM = {
  title: en('integrations.cicd.title'),
  description: en('integrations.cicd.description'),
  labels: {
    provider: en('integrations.cicd.field.provider'),
    apiKey: en('integrations.cicd.field.apiKey'),
    webhookUrl: en('integrations.cicd.field.webhookUrl'),
    repository: en('integrations.cicd.field.repository'),
    branch: en('integrations.cicd.field.branch'),
  },
  placeholders: {
    webhookUrl: en('integrations.cicd.placeholder.webhookUrl'),
    repository: en('integrations.cicd.placeholder.repository'),
    branch: en('integrations.cicd.placeholder.branch'),
  },
  featuresLegend: en('integrations.cicd.features'),
  features: {
    enableDeploy: en('integrations.cicd.feature.enableDeploy'),
    enableTests: en('integrations.cicd.feature.enableTests'),
  },
  submit: en('integrations.cicd.submit'),
  note: en('integrations.cicd.note'),
  connected: en('integrations.cicd.status', { detail: 'none' }),
} as const;

export const PROMPT_FORM = {
  title: en('integrations.promptForm.title'),
  editTitle: en('integrations.promptForm.editTitle'),
  description: en('integrations.promptForm.description'),
  labels: {
    name: en('integrations.promptForm.field.name'),
    description: en('integrations.promptForm.field.description'),
    category: en('integrations.promptForm.field.category'),
    prompt: en('integrations.promptForm.field.prompt'),
  },
  placeholders: {
    name: en('integrations.promptForm.placeholder.name'),
    description: en('integrations.promptForm.placeholder.description'),
    prompt: en('integrations.promptForm.placeholder.prompt'),
  },
  promptHint: en('integrations.promptForm.promptHint'),
  submit: en('integrations.promptForm.submit'),
  update: en('integrations.promptForm.update'),
  cancelEdit: en('integrations.promptForm.cancel'),
} as const;

export const SAVED_TEMPLATES = {
  title: en('integrations.saved.title'),
  empty: en('integrations.saved.empty'),
  actionsLabel: (name: string) => en('integrations.template.actions', { name }),
  edit: en('integrations.template.edit'),
  delete: en('integrations.template.delete'),
} as const;

export interface TemplateExample {
  name: string;
  description: string;
  category: PromptCategory;
  prompt: string;
}

export const TEMPLATE_EXAMPLES_TITLE = en('integrations.examples.title');

/** The two static examples. */
export const TEMPLATE_EXAMPLES: readonly TemplateExample[] = TEMPLATE_EXAMPLE_IDS.map((example) => ({
  name: en(example.name),
  description: en(example.description),
  category: example.category,
  prompt: en(example.prompt),
}));

export interface Benefit {
  title: string;
  text: string;
}

export const BENEFITS_TITLE = en('integrations.benefits.title');

const benefits = (ids: readonly BenefitIds[]): readonly Benefit[] => ids.map(({ title, text }) => ({ title: en(title), text: en(text) }));

export const JIRA_BENEFITS = benefits(JIRA_BENEFIT_IDS);
export const CICD_BENEFITS = benefits(CICD_BENEFIT_IDS);
export const PROMPT_BENEFITS = benefits(PROMPT_BENEFIT_IDS);

/** The toasts of the panel (the texts of `INTEGRATION_OUTCOMES`, @joognoo/schemas, and the panel's own). */
export const TOASTS = {
  jiraSuccess: INTEGRATION_OUTCOMES.jira.success,
  jiraFailure: INTEGRATION_OUTCOMES.jira.failure,
  cicdSuccess: INTEGRATION_OUTCOMES.cicd.success,
  cicdFailure: INTEGRATION_OUTCOMES.cicd.failure,
  promptSaved: INTEGRATION_OUTCOMES.promptSave.success,
  promptFailure: INTEGRATION_OUTCOMES.promptSave.failure,
  promptDeleted: INTEGRATION_OUTCOMES.promptDelete.success,
  /** Deleting a template persists (the first version deleted it locally only), so it can fail. */
  deleteFailure: { title: en('integrations.toast.deleteFailure.title'), fallback: en('integrations.toast.deleteFailure.fallback') },
  /** Loading the saved state on mount failed (no initial data given). */
  loadFailure: { title: en('integrations.toast.loadFailure.title'), fallback: en('integrations.toast.loadFailure.fallback') },
} as const;
