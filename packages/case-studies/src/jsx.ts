/**
 * `<joognoo-case-studies>` in TSX: importing anything from `@joognoo/case-studies` (or its `/embed`)
 * adds the element to React's `JSX.IntrinsicElements`, with the attributes of its
 * declaration (`element.ts`) and those every widget has (`api-base`, `theme`, `source`).
 */
import type { WidgetElementAttributes } from '@joognoo/widget-kit';
import type { caseStudiesElement } from './element';

/** The JSX props of `<joognoo-case-studies>`. */
export type CaseStudiesElementAttributes = WidgetElementAttributes<(typeof caseStudiesElement)['attributes']>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'joognoo-case-studies': CaseStudiesElementAttributes;
    }
  }
}
