/** Shapes that every call of the API shares: the error bodies and the outcome of a submission. */
import type { FieldCodes } from './rules.ts';
import type { FieldErrors } from './validate.ts';

/** `{ ok: true }`: an accepted contact request (201). */
export interface OkResponse {
  ok: true;
}

/** An answer with a text to show: the newsletter's sign-up, confirmation and unsubscribe. */
export interface MessageResponse {
  ok?: boolean;
  message?: string;
  [key: string]: unknown;
}

/**
 * The JSON body of every error answer: `{ message }`, plus on a 400 one message per field
 * (`errors`, English) and, under the same keys, the code of the rule each broke with its
 * values (`codes`, `{ firstName: { code: 'firstName.tooShort', values: { min: 2 } } }`), for
 * a client that shows the message in another language (`validation.<code>` of the catalogs).
 */
export interface ApiErrorBody {
  message?: string;
  errors?: FieldErrors;
  codes?: FieldCodes;
  [key: string]: unknown;
}

/**
 * The hidden field of the lead forms (contact and newsletter): people leave it empty, form
 * filling bots do not; the API answers a filled one like a success and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';
