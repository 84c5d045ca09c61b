/**
 * `<joognoo-job-board>` in TSX: importing anything from `@joognoo/job-board` (or its `/embed`)
 * adds the element to React's `JSX.IntrinsicElements`, with the attributes of its
 * declaration (`element.ts`) and those every widget has (`api-base`, `theme`, `source`).
 */
import type { WidgetElementAttributes } from '@joognoo/widget-kit';
import type { jobBoardElement } from './element';

/** The JSX props of `<joognoo-job-board>`. */
export type JobBoardElementAttributes = WidgetElementAttributes<(typeof jobBoardElement)['attributes']>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'joognoo-job-board': JobBoardElementAttributes;
    }
  }
}
