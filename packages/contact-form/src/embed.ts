/**
 * `<joognoo-contact-form>`: the contact form as a custom element (Shadow DOM, attributes
 * as props, `joognoo:*` events). Importing this module defines the element; the embed
 * loader imports it when such an element is on the page.
 */
import type { ComponentType } from 'react';
import { defineWidget, type WidgetProps } from '@joognoo/widget-kit';
import { ContactForm } from './contact-form';
import { contactFormElement } from './element';

export { CONTACT_FORM_TAG, contactFormElement } from './element';

/** Space reserved until the form has rendered: its measured height on desktop (747-767 px). */
export const CONTACT_FORM_MIN_HEIGHT = 760;

/** The element's own attributes (`api-base`, `theme` and `source` come with every widget). */
export const contactFormAttributes = contactFormElement.attributes;

export const ContactFormElement = defineWidget({
  ...contactFormElement,
  // The element passes typed details through the kit's generic callbacks.
  component: ContactForm as unknown as ComponentType<WidgetProps>,
  minHeight: CONTACT_FORM_MIN_HEIGHT,
});
export type { ContactFormElementAttributes } from './jsx';
