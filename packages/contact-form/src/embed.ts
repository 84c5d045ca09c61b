/**
 * `<joognoo-contact-form>`: the contact form as a custom element (Shadow DOM, attributes
 * as props, `joognoo:*` events). Importing this module defines the element; the embed
 * loader imports it when such an element is on the page.
 */
import type { ComponentType } from 'react';
import { defineWidget, type WidgetProps } from '@joognoo/widget-kit';
import { ContactForm } from './contact-form';
import { contactFormElement } from './element';
import { CONTACT_FORM_RESERVED_HEIGHTS } from './layout';
import { CONTACT_FORM_CATALOG } from './catalog';

export { CONTACT_FORM_TAG, contactFormElement } from './element';
export { CONTACT_FORM_HEIGHTS, CONTACT_FORM_RESERVED_HEIGHTS } from './layout';

/** The least the form is tall (its exact height per width and variant: `CONTACT_FORM_RESERVED_HEIGHTS`). */
export const CONTACT_FORM_MIN_HEIGHT = 731;

/** The element's own attributes (`api-base`, `theme` and `source` come with every widget). */
export const contactFormAttributes = contactFormElement.attributes;

export const ContactFormElement = defineWidget({
  ...contactFormElement,
  catalog: CONTACT_FORM_CATALOG,
  packageName: '@joognoo/contact-form',
  // The element passes typed details through the kit's generic callbacks.
  component: ContactForm as unknown as ComponentType<WidgetProps>,
  minHeight: CONTACT_FORM_MIN_HEIGHT,
  reservedHeights: CONTACT_FORM_RESERVED_HEIGHTS,
});
export type { ContactFormElementAttributes } from './jsx';
