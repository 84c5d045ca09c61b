/**
 * `<joognoo-contact-form>`: the contact form as a custom element (Shadow DOM, attributes
 * as props, `joognoo:*` events). Importing this module defines the element; the embed
 * loader imports it when such an element is on the page.
 */
import type { ComponentType } from 'react';
import { defineWidget, type AttributeSpecs, type WidgetProps } from '@joognoo/widget-kit';
import { ContactForm } from './contact-form';
import { CONTACT_FORM_VARIANTS } from './variants';

export const CONTACT_FORM_TAG = 'joognoo-contact-form';

/** Space reserved until the form has rendered: its measured height on desktop (747-767 px). */
export const CONTACT_FORM_MIN_HEIGHT = 760;

/** The element's own attributes (`api-base`, `theme` and `source` come with every widget). */
export const contactFormAttributes = {
  variant: { type: 'enum', values: CONTACT_FORM_VARIANTS, default: 'contact' },
  interest: { type: 'string' },
  'hide-interest': { type: 'boolean' },
  service: { type: 'string' },
  source: { type: 'string' },
  'redirect-url': { type: 'string' },
  'api-base': { type: 'string' },
} as const satisfies AttributeSpecs;

export const ContactFormElement = defineWidget({
  tagName: CONTACT_FORM_TAG,
  // The element passes typed details through the kit's generic callbacks.
  component: ContactForm as unknown as ComponentType<WidgetProps>,
  attributes: contactFormAttributes,
  minHeight: CONTACT_FORM_MIN_HEIGHT,
});
