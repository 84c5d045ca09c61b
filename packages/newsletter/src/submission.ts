import type { LeadAttributionInput, NewsletterRequestInput } from '@joognoo/schemas';

/** The body of POST /api/newsletter/subscribe this widget sends. */
export type NewsletterRequestBody = NewsletterRequestInput & {
  /** The embedder's source label ('' when none). */
  source: string;
  /** The partner id of the embedding page ('' when none). */
  partner: string;
  /** The embedding page's URL, referrer and `utm_*` parameters when the box was sent. */
  attribution?: LeadAttributionInput;
  /** The honeypot: always '' from a person. */
  website: string;
  /** The language the box spoke (a shipped language, e.g. `ar`): the confirmation e-mail speaks it too. */
  locale?: string;
};

/**
 * What the form needs from an API client: `createApiClient()` of `@joognoo/api-client`
 * fits, and so does any object with this method (a test stub, a host's own client).
 */
export interface NewsletterClient {
  subscribeNewsletter(body: NewsletterRequestBody, options: { idempotencyKey: string }): Promise<unknown>;
}
