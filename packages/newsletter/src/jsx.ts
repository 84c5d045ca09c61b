/**
 * `<joognoo-newsletter>` in TSX: importing anything from `@joognoo/newsletter` (or its `/embed`)
 * adds the element to React's `JSX.IntrinsicElements`, with the attributes of its
 * declaration (`element.ts`) and those every widget has (`api-base`, `theme`, `source`).
 */
import type { WidgetElementAttributes } from '@joognoo/widget-kit';
import type { newsletterElement } from './element';

/** The JSX props of `<joognoo-newsletter>`. */
export type NewsletterElementAttributes = WidgetElementAttributes<(typeof newsletterElement)['attributes']>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'joognoo-newsletter': NewsletterElementAttributes;
    }
  }
}
