/** Shapes that every call of the API shares: the error bodies and the outcome of a submission. */
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

/** The JSON body of every error answer: `{ message }`, plus one message per field on a 400. */
export interface ApiErrorBody {
  message?: string;
  errors?: FieldErrors;
  [key: string]: unknown;
}

/**
 * The hidden field of the lead forms (contact and newsletter): people leave it empty, form
 * filling bots do not; the API answers a filled one like a success and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';
