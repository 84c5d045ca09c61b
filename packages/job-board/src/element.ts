/**
 * What `<joognoo-job-board>` is to a page: its tag, its own attributes and the events it
 * dispatches. `embed.ts` defines the element from it and the README documents exactly it
 * (checked by the README contract test of sites/embed), so the three cannot drift apart.
 */
import type { WidgetDeclaration } from '@joognoo/widget-kit';

export const JOB_BOARD_TAG = 'joognoo-job-board';

export const jobBoardElement = {
  tagName: JOB_BOARD_TAG,
  // `api-base`, `theme`, `source` and `partner` come with every widget.
  attributes: {
    job: 'string',
    'view-details-href': 'string',
    'apply-href': 'string',
    'careers-href': 'string',
    // No single default: the list's heading is an h2 unless told, a job's title an h1.
    'heading-level': { type: 'number', prop: 'headingLevel' },
    // Filters of the list (GET /api/jobs query parameters); empty ones are ignored.
    department: 'string',
    location: 'string',
    'employment-type': 'string',
  },
  // submit / success / error of an application on a job's view (error: a failed load too).
  events: ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error'],
} as const satisfies WidgetDeclaration;
