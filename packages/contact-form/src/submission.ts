import type { ContactFormKind, ContactRequestInput, FieldErrors } from '@joognoo/schemas';

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

/** A failed submission, read from whatever the client threw. */
export interface SubmissionFailure {
  /** HTTP status, or undefined when no response arrived (network failure, CORS, timeout). */
  status: number | undefined;
  /** The error's message (for an `ApiError`: `STATUS: body text`). */
  message: string;
  /** The server's `message` field, when it sent one. */
  serverMessage: string | undefined;
  /** The server's per-field messages (a 400), when it sent them. */
  fieldErrors: FieldErrors | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an `ApiError` (`status`, parsed `body` with `message` / `errors`) structurally, so
 * a second copy of the client in a bundle, or a host's own error of the same shape, works.
 */
export function readFailure(error: unknown): SubmissionFailure {
  const record = isRecord(error) || error instanceof Error ? (error as unknown as Record<string, unknown>) : {};
  const status = typeof record.status === 'number' ? record.status : undefined;
  const body = isRecord(record.body) ? record.body : undefined;
  const serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  let fieldErrors: FieldErrors | undefined;
  if (isRecord(body?.errors)) {
    fieldErrors = {};
    for (const [field, message] of Object.entries(body.errors)) {
      if (typeof message === 'string' && message) fieldErrors[field] = message;
    }
  }
  const message =
    error instanceof Error && error.message
      ? error.message
      : typeof record.message === 'string'
        ? record.message
        : String(error);
  return { status, message, serverMessage, fieldErrors };
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
