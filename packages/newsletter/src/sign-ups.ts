/**
 * The sign-ups of this page session, by normalised address (trimmed, lower case): a repeated
 * sign-up of the same address, in any newsletter box of the page, is the same submission.
 * It keeps its id (the `submissionId` of the events and the Idempotency-Key) and, once the
 * API may have stored it, its body: sent again with the same key, the API answers as before
 * instead of storing (or e-mailing) a second sign-up, and analytics that count
 * `joognoo:success` per `submissionId` count it once.
 */
import { newSubmissionId } from '@joognoo/widget-kit';
import type { NewsletterRequestBody } from './submission';

export interface SignUp {
  /** The Idempotency-Key of the address's sign-up and the `submissionId` of its events. */
  readonly id: string;
  /**
   * The body the API may have stored under `id` (after a success, a network failure or a
   * 5xx); undefined when it surely stored nothing (none sent yet, or a 4xx), so a corrected
   * body may go with the same key.
   */
  sent: NewsletterRequestBody | undefined;
  /** The API accepted it in this page session. */
  succeeded: boolean;
}

const signUps = new Map<string, SignUp>();

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The sign-up of `email` in this page session (a new one on first use). */
export function signUpFor(email: string): SignUp {
  const address = normaliseEmail(email);
  let signUp = signUps.get(address);
  if (!signUp) {
    signUp = { id: newSubmissionId(), sent: undefined, succeeded: false };
    signUps.set(address, signUp);
  }
  return signUp;
}

/** Forgets every sign-up (a new page session; for tests). */
export function forgetSignUps(): void {
  signUps.clear();
}
