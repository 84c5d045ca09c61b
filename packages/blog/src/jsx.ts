/**
 * `<joognoo-blog>` in TSX: importing anything from `@joognoo/blog` (or its `/embed`)
 * adds the element to React's `JSX.IntrinsicElements`, with the attributes of its
 * declaration (`element.ts`) and those every widget has (`api-base`, `theme`, `source`).
 */
import type { WidgetElementAttributes } from '@joognoo/widget-kit';
import type { blogElement } from './element';

/** The JSX props of `<joognoo-blog>`. */
export type BlogElementAttributes = WidgetElementAttributes<(typeof blogElement)['attributes']>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'joognoo-blog': BlogElementAttributes;
    }
  }
}
