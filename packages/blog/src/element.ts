/**
 * What `<joognoo-blog>` is to a page: its tag, its own attributes and the events it
 * dispatches. `embed.ts` defines the element from it and the README documents exactly it
 * (checked by the README contract test of sites/embed), so the three cannot drift apart.
 */
import type { WidgetDeclaration } from '@joognoo/widget-kit';

export const BLOG_TAG = 'joognoo-blog';

export const blogElement = {
  tagName: BLOG_TAG,
  // `api-base`, `theme` and `source` come with every widget.
  attributes: {
    post: 'string',
    category: 'string',
    'post-href': 'string',
    'blog-href': 'string',
    'heading-level': { type: 'number', default: 1, prop: 'headingLevel' },
  },
  events: ['joognoo:ready', 'joognoo:error'],
  // A page puts its own `<joognoo-newsletter slot="newsletter">` below the list's articles.
  slots: ['newsletter'],
} as const satisfies WidgetDeclaration;
