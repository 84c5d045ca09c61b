export {
  ContactForm,
  type ContactFormProps,
  type ContactFormValues,
  type ContactFormEventContext,
  type ContactFormReadyDetail,
  type ContactFormSubmitDetail,
  type ContactFormSuccessDetail,
  type ContactFormErrorDetail,
  type ContactFormAnalyticsEvent,
} from './contact-form';
export type { HeadingLevel } from '@joognoo/ui';
export type { ContactFormClient, ContactRequestBody } from './submission';
export { CONTACT_FORM_VARIANTS, CONTACT_FIELDS, type ContactFormVariant, type ContactField } from './variants';
export { contactFormElement, CONTACT_FORM_TAG } from './element';
export type { ContactFormElementAttributes } from './jsx';
export { CONTACT_FORM_CATALOG, type ContactFormMessageId } from './catalog';
