/**
 * What `<joognoo-integrations>` is to a page: its tag, its own attributes and the events it
 * dispatches. `embed.ts` defines the element from it and the README documents exactly it
 * (checked by the README contract test of sites/embed), so the three cannot drift apart.
 */
import type { WidgetDeclaration } from '@joognoo/widget-kit';

export const INTEGRATIONS_TAG = 'joognoo-integrations';

export const integrationsElement = {
  tagName: INTEGRATIONS_TAG,
  // `api-base`, `theme` and `source` come with every widget.
  attributes: {
    'default-tab': { type: 'enum', values: ['jira', 'cicd', 'prompts'], default: 'jira', prop: 'defaultTab' },
    'heading-level': { type: 'number', default: 2, prop: 'headingLevel' },
  },
  events: ['joognoo:ready', 'joognoo:success', 'joognoo:error'],
} as const satisfies WidgetDeclaration;
