/**
 * `<joognoo-integrations>`: the Enterprise Integrations panel as a custom element (Shadow
 * DOM, attributes as props, `joognoo:*` events). Importing this module defines the
 * element. It needs a signed-in session cookie of the API's site: embed it on pages of
 * that site (or a same-site subdomain); elsewhere the panel shows the API's 401 message.
 */
import type { ComponentType } from 'react';
import { defineWidget, type AttributeSpecs, type WidgetProps } from '@joognoo/widget-kit';
import { IntegrationsPanel } from './integrations-panel';

export const INTEGRATIONS_TAG = 'joognoo-integrations';

/** Space reserved until the panel has rendered (header, cards and the Jira tab on desktop). */
export const INTEGRATIONS_MIN_HEIGHT = 900;

export const integrationsAttributes = {
  'default-tab': { type: 'enum', values: ['jira', 'cicd', 'prompts'], default: 'jira', prop: 'defaultTab' },
  'heading-level': { type: 'number', default: 2, prop: 'headingLevel' },
} as const satisfies AttributeSpecs;

export const IntegrationsElement = defineWidget({
  tagName: INTEGRATIONS_TAG,
  component: IntegrationsPanel as unknown as ComponentType<WidgetProps>,
  attributes: integrationsAttributes,
  minHeight: INTEGRATIONS_MIN_HEIGHT,
  ready: 'manual',
});
