import type { ContactFormKind, ContactRequestInput } from '@joognoo/schemas';

/**
 * The body of POST /api/contact this widget sends: the variant's fields (validated and
 * trimmed) plus the lead's context and the honeypot.
 */
export type ContactRequestBody = ContactRequestInput & {
  /** Which form sent it: `home`, `about` or `contact`. */
  form: ContactFormKind;
  /** The embedder's source label ('' when none). */
  source: string;
  /** The add-on service the request is about ('' when none). */
  service: string;
  /** The partner id of the embedding page ('' when none). */
  partner: string;
  /** The honeypot: always '' from a person. */
  website: string;
  /** The language the form spoke (a shipped language, e.g. `ar`): the e-mails the visitor receives speak it too. */
  locale?: string;
};

/**
 * What the form needs from an API client: `createApiClient()` of `@joognoo/api-client`
 * fits, and so does any object with this method (a test stub, a host's own client).
 */
export interface ContactFormClient {
  submitContact(body: ContactRequestBody, options: { idempotencyKey: string }): Promise<unknown>;
}

/** Only http(s) URLs (absolute or relative to the page) are followed after success. */
export function safeRedirectUrl(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
