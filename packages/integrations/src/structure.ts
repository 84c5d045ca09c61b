/**
 * What the panel is made of, by message id: its tabs, summary cards, benefits and static
 * examples, and the forms' starting values. The texts themselves are in the catalog
 * (`src/locales/<locale>/messages.json`), so the panel speaks the visitor's language.
 */
import type { PromptCategory } from '@joognoo/schemas';
import type { IntegrationsMessageId } from './catalog';

export type IntegrationTab = 'jira' | 'cicd' | 'prompts';

export const DEFAULT_TAB: IntegrationTab = 'jira';
export const DEFAULT_CICD_PROVIDER = 'github-actions';
export const DEFAULT_BRANCH = 'main';
export const DEFAULT_PROMPT_CATEGORY: PromptCategory = 'code-generation';

/** The tabs in their order, each with its label. */
export const TAB_LABELS: ReadonlyArray<{ value: IntegrationTab; label: IntegrationsMessageId }> = [
  { value: 'jira', label: 'integrations.tab.jira' },
  { value: 'cicd', label: 'integrations.tab.cicd' },
  { value: 'prompts', label: 'integrations.tab.prompts' },
];

export interface SummaryCardIds {
  title: IntegrationsMessageId;
  description: IntegrationsMessageId;
  /** The button of an inactive card ('Connect', 'Create'); an active one reads 'Manage'. */
  connect: IntegrationsMessageId;
}

export const SUMMARY_CARD_IDS: Record<IntegrationTab, SummaryCardIds> = {
  jira: { title: 'integrations.card.jira.title', description: 'integrations.card.jira.description', connect: 'integrations.card.connect' },
  cicd: { title: 'integrations.card.cicd.title', description: 'integrations.card.cicd.description', connect: 'integrations.card.connect' },
  prompts: { title: 'integrations.card.prompts.title', description: 'integrations.card.prompts.description', connect: 'integrations.card.create' },
};

/** One item of an 'Enterprise Benefits' accordion. */
export interface BenefitIds {
  title: IntegrationsMessageId;
  text: IntegrationsMessageId;
}

export const JIRA_BENEFIT_IDS: readonly BenefitIds[] = [
  { title: 'integrations.benefits.jira.sdlcAware.title', text: 'integrations.benefits.jira.sdlcAware.text' },
  { title: 'integrations.benefits.jira.automatedUpdates.title', text: 'integrations.benefits.jira.automatedUpdates.text' },
  { title: 'integrations.benefits.jira.productivityInsights.title', text: 'integrations.benefits.jira.productivityInsights.text' },
];

export const CICD_BENEFIT_IDS: readonly BenefitIds[] = [
  { title: 'integrations.benefits.cicd.pipelineOptimisation.title', text: 'integrations.benefits.cicd.pipelineOptimisation.text' },
  { title: 'integrations.benefits.cicd.testGeneration.title', text: 'integrations.benefits.cicd.testGeneration.text' },
  { title: 'integrations.benefits.cicd.deploymentRisk.title', text: 'integrations.benefits.cicd.deploymentRisk.text' },
];

export const PROMPT_BENEFIT_IDS: readonly BenefitIds[] = [
  { title: 'integrations.benefits.prompts.codeStandards.title', text: 'integrations.benefits.prompts.codeStandards.text' },
  { title: 'integrations.benefits.prompts.domainKnowledge.title', text: 'integrations.benefits.prompts.domainKnowledge.text' },
  { title: 'integrations.benefits.prompts.knowledgeTransfer.title', text: 'integrations.benefits.prompts.knowledgeTransfer.text' },
];

/** A static template example: its texts by id, its category a value of `PROMPT_CATEGORIES`. */
export interface TemplateExampleIds {
  name: IntegrationsMessageId;
  description: IntegrationsMessageId;
  prompt: IntegrationsMessageId;
  category: PromptCategory;
}

/** The two static examples. */
export const TEMPLATE_EXAMPLE_IDS: readonly TemplateExampleIds[] = [
  {
    name: 'integrations.examples.securityAudit.name',
    description: 'integrations.examples.securityAudit.description',
    prompt: 'integrations.examples.securityAudit.prompt',
    category: 'security',
  },
  {
    name: 'integrations.examples.financialLogic.name',
    description: 'integrations.examples.financialLogic.description',
    prompt: 'integrations.examples.financialLogic.prompt',
    category: 'code-review',
  },
];

/**
 * The message of a prompt category's label (`integrations.category.<value>`): every value of
 * `PROMPT_CATEGORIES` has one; ask `has` for a category the panel does not know.
 */
export const categoryMessageId = (category: string) => `integrations.category.${category}` as IntegrationsMessageId;
