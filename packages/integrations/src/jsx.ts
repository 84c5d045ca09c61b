/**
 * `<joognoo-integrations>` in TSX: importing anything from `@joognoo/integrations` (or its `/embed`)
 * adds the element to React's `JSX.IntrinsicElements`, with the attributes of its
 * declaration (`element.ts`) and those every widget has (`api-base`, `theme`, `source`).
 */
import type { WidgetElementAttributes } from '@joognoo/widget-kit';
import type { integrationsElement } from './element';

/** The JSX props of `<joognoo-integrations>`. */
export type IntegrationsElementAttributes = WidgetElementAttributes<(typeof integrationsElement)['attributes']>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'joognoo-integrations': IntegrationsElementAttributes;
    }
  }
}
