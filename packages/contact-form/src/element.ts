/**
 * What `<joognoo-contact-form>` is to a page: its tag, its own attributes and the events it
 * dispatches. `embed.ts` defines the element from it and the README documents exactly it
 * (checked by the README contract test of sites/embed), so the three cannot drift apart.
 */
import type { WidgetDeclaration } from '@joognoo/widget-kit';
import { CONTACT_FORM_VARIANTS } from './variants';

export const CONTACT_FORM_TAG = 'joognoo-contact-form';

export const contactFormElement = {
  tagName: CONTACT_FORM_TAG,
  // `api-base`, `theme` and `source` come with every widget.
  attributes: {
    variant: { type: 'enum', values: CONTACT_FORM_VARIANTS, default: 'contact' },
    interest: { type: 'string' },
    'hide-interest': { type: 'boolean' },
    service: { type: 'string' },
    'redirect-url': { type: 'string' },
    'heading-level': { type: 'number', default: 2, prop: 'headingLevel' },
  },
  events: ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error'],
} as const satisfies WidgetDeclaration;
