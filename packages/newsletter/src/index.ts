export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterSubmitDetail,
  type NewsletterSuccessDetail,
} from './newsletter-form';
export { NEWSLETTER_TEXT } from './messages';
export { readFailure, type NewsletterClient, type NewsletterRequestBody, type NewsletterFailure } from './submission';
export { newsletterElement, NEWSLETTER_TAG } from './element';
export type { NewsletterElementAttributes } from './jsx';
