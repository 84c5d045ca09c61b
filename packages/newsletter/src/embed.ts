/**
 * `<joognoo-newsletter>`: the newsletter box as a custom element (see README).
 * Loaded by `/embed/v1/loader.js`; importing it defines the element.
 */
import { defineWidget } from '@joognoo/widget-kit';
import { newsletterElement } from './element';
import { NewsletterForm } from './newsletter-form';

export { NEWSLETTER_TAG, newsletterElement } from './element';

/** Matches the reservation in the embed build (sites/embed/vite.config.ts; no layout shift). */
export const NEWSLETTER_MIN_HEIGHT = 220;

defineWidget({
  ...newsletterElement,
  component: NewsletterForm,
  minHeight: NEWSLETTER_MIN_HEIGHT,
});
export type { NewsletterElementAttributes } from './jsx';
