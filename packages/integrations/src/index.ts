export { IntegrationsPanel, type IntegrationsPanelProps } from './integrations-panel';
export type {
  IntegrationsClient,
  IntegrationsData,
  Localized,
  JiraStatus,
  CicdStatus,
} from './client';
export type {
  IntegrationsAction,
  IntegrationsSuccessDetail,
  IntegrationsErrorDetail,
  IntegrationsEvents,
} from './events';
export { promptPreview, categoryLabel, promptBadgeText, categoryTone, type CategoryTone } from './format';
export * as integrationsCopy from './content';
export type { IntegrationTab } from './structure';
export { integrationsElement, INTEGRATIONS_TAG } from './element';
export type { IntegrationsElementAttributes } from './jsx';
export { INTEGRATIONS_CATALOG, type IntegrationsMessageId } from './catalog';
