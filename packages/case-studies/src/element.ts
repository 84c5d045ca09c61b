/**
 * What `<joognoo-case-studies>` is to a page: its tag, its own attributes and the events it
 * dispatches. `embed.ts` defines the element from it and the README documents exactly it
 * (checked by the README contract test of sites/embed), so the three cannot drift apart.
 */
import type { WidgetDeclaration } from '@joognoo/widget-kit';

export const CASE_STUDIES_TAG = 'joognoo-case-studies';

export const caseStudiesElement = {
  tagName: CASE_STUDIES_TAG,
  // `api-base`, `theme` and `source` come with every widget.
  attributes: {
    'case-study': 'string',
    'case-study-href': 'string',
    'list-href': 'string',
    'contact-href': 'string',
    'use-case': 'string',
    product: 'string',
    'heading-level': { type: 'number', default: 1, prop: 'headingLevel' },
  },
  events: ['joognoo:ready', 'joognoo:error'],
} as const satisfies WidgetDeclaration;
