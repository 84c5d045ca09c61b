/**
 * `<joognoo-integrations>`: the Enterprise Integrations panel as a custom element (Shadow
 * DOM, attributes as props, `joognoo:*` events). Importing this module defines the
 * element. It needs a signed-in session cookie of the API's site: embed it on pages of
 * that site (or a same-site subdomain); elsewhere the panel shows the API's 401 message.
 */
import type { ComponentType } from 'react';
import { defineWidget, type WidgetProps } from '@joognoo/widget-kit';
import { integrationsElement } from './element';
import { IntegrationsPanel } from './integrations-panel';
import { INTEGRATIONS_CATALOG } from './catalog';

export { INTEGRATIONS_TAG, integrationsElement } from './element';

/** Space reserved until the panel has rendered (header, cards and the Jira tab on desktop). */
export const INTEGRATIONS_MIN_HEIGHT = 900;

export const integrationsAttributes = integrationsElement.attributes;

export const IntegrationsElement = defineWidget({
  ...integrationsElement,
  catalog: INTEGRATIONS_CATALOG,
  packageName: '@joognoo/integrations',
  component: IntegrationsPanel as unknown as ComponentType<WidgetProps>,
  minHeight: INTEGRATIONS_MIN_HEIGHT,
  ready: 'manual',
});
export type { IntegrationsElementAttributes } from './jsx';
