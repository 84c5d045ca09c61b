/**
 * `<joognoo-contact-form>` in TSX: importing anything from `@joognoo/contact-form` (or its `/embed`)
 * adds the element to React's `JSX.IntrinsicElements`, with the attributes of its
 * declaration (`element.ts`) and those every widget has (`api-base`, `theme`, `source`).
 */
import type { WidgetElementAttributes } from '@joognoo/widget-kit';
import type { contactFormElement } from './element';

/** The JSX props of `<joognoo-contact-form>`. */
export type ContactFormElementAttributes = WidgetElementAttributes<(typeof contactFormElement)['attributes']>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'joognoo-contact-form': ContactFormElementAttributes;
    }
  }
}
