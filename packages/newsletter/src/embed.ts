/**
 * `<joognoo-newsletter>`: the newsletter box as a custom element (see README).
 * Loaded by `/embed/v1/loader.js`; importing it defines the element.
 */
import { defineWidget } from '@joognoo/widget-kit';
import { newsletterElement } from './element';
import { NEWSLETTER_RESERVED_HEIGHTS } from './layout';
import { NEWSLETTER_CATALOG } from './catalog';
import { NewsletterForm } from './newsletter-form';

export { NEWSLETTER_TAG, newsletterElement } from './element';
export { NEWSLETTER_HEIGHTS, NEWSLETTER_RESERVED_HEIGHTS } from './layout';

/**
 * The least the box is tall (its exact height per width: `NEWSLETTER_RESERVED_HEIGHTS`);
 * the loader's reservation in the embed build (sites/embed/vite.config.ts) matches it.
 */
export const NEWSLETTER_MIN_HEIGHT = 202;

defineWidget({
  ...newsletterElement,
  component: NewsletterForm,
  catalog: NEWSLETTER_CATALOG,
  packageName: '@joognoo/newsletter',
  minHeight: NEWSLETTER_MIN_HEIGHT,
  reservedHeights: NEWSLETTER_RESERVED_HEIGHTS,
});
export type { NewsletterElementAttributes } from './jsx';
