/**
 * What `<joognoo-newsletter>` is to a page: its tag, its own attributes and the events it
 * dispatches. `embed.ts` defines the element from it and the README documents exactly it
 * (checked by the README contract test of sites/embed), so the three cannot drift apart.
 */
import type { WidgetDeclaration } from '@joognoo/widget-kit';

export const NEWSLETTER_TAG = 'joognoo-newsletter';

export const newsletterElement = {
  tagName: NEWSLETTER_TAG,
  // `api-base`, `theme` and `source` come with every widget.
  attributes: {
    title: { type: 'string' },
    // `title` is also the element's tooltip: `heading` sets the same prop without one.
    heading: { type: 'string', prop: 'title' },
    description: { type: 'string' },
    'heading-level': { type: 'number', default: 2, prop: 'headingLevel' },
  },
  events: ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error'],
} as const satisfies WidgetDeclaration;
