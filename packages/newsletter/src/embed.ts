/**
 * `<joognoo-newsletter>`: the newsletter box as a custom element (see README).
 * Loaded by `/embed/v1/loader.js`; importing it defines the element.
 */
import { defineWidget } from '@joognoo/widget-kit';
import { NewsletterForm } from './newsletter-form';

/** Matches the reservation in widget-kit's embed.vite.config.ts (no layout shift). */
export const NEWSLETTER_MIN_HEIGHT = 220;

defineWidget({
  tagName: 'joognoo-newsletter',
  component: NewsletterForm,
  minHeight: NEWSLETTER_MIN_HEIGHT,
  attributes: {
    title: { type: 'string' },
    // `title` is also the element's tooltip: `heading` sets the same prop without one.
    heading: { type: 'string', prop: 'title' },
    description: { type: 'string' },
  },
});
