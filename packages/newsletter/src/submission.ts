import type { NewsletterRequestInput } from '@joognoo/schemas';

/** The body of POST /api/newsletter/subscribe this widget sends: every field, `source` '' when none. */
export type NewsletterRequestBody = Required<NewsletterRequestInput>;

/**
 * What the form needs from an API client: `createApiClient()` of `@joognoo/api-client`
 * fits, and so does any object with this method (a test stub, a host's own client).
 */
export interface NewsletterClient {
  subscribeNewsletter(body: NewsletterRequestBody): Promise<unknown>;
}
