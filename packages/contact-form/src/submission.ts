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
  /** The honeypot: always '' from a person. */
  website: string;
};

/**
 * What the form needs from an API client: `createApiClient()` of `@joognoo/api-client`
 * fits, and so does any object with this method (a test stub, a host's own client).
 */
export interface ContactFormClient {
  submitContact(body: ContactRequestBody, options: { idempotencyKey: string }): Promise<unknown>;
}

/** A random v4 UUID; `crypto.randomUUID` is missing on plain-http pages, so fall back. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
