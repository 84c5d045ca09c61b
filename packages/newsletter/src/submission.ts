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

/** A failed subscription, read from whatever the client threw. */
export interface NewsletterFailure {
  /** HTTP status, or undefined when no response arrived (network failure, CORS). */
  status: number | undefined;
  /** The server's `message` field, when it sent one. */
  serverMessage: string | undefined;
  /** The server's message for the email field (a 400), when it sent one. */
  emailError: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an `ApiError` (`status`, parsed `body` with `message` / `errors`) structurally, so a
 * second copy of the client in a bundle, or a host's own error of the same shape, works.
 */
export function readFailure(error: unknown): NewsletterFailure {
  const record = isRecord(error) ? error : {};
  const status = typeof record.status === 'number' ? record.status : undefined;
  const body = isRecord(record.body) ? record.body : undefined;
  const serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  const errors = isRecord(body?.errors) ? body.errors : undefined;
  const emailError = typeof errors?.email === 'string' && errors.email ? errors.email : undefined;
  return { status, serverMessage, emailError };
}
