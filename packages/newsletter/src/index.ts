export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterSubmitDetail,
  type NewsletterSuccessDetail,
} from './newsletter-form';
export { NEWSLETTER_CATALOG, type NewsletterMessageId } from './catalog';
export type { NewsletterClient, NewsletterRequestBody } from './submission';
export { newsletterElement, NEWSLETTER_TAG } from './element';
export type { NewsletterElementAttributes } from './jsx';
