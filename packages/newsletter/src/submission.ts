/** The body of POST /api/newsletter/subscribe this widget sends. */
export interface NewsletterRequestBody {
  email: string;
  /** The embedder's source label ('' when none). */
  source: string;
  /** The honeypot: always '' from a person. */
  website: string;
}

/**
 * What the form needs from an API client: `createApiClient()` of `@joognoo/api-client`
 * fits, and so does any object with this method (a test stub, a host's own client).
 */
export interface NewsletterClient {
  subscribeNewsletter(body: NewsletterRequestBody): Promise<unknown>;
}
