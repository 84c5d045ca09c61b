/** The newsletter box: its rule and messages. */
import * as v from 'valibot';
import type { LeadAttributionInput } from './attribution.ts';
import { MAX_LENGTH } from './constants.ts';
import type { FailureText, OutcomeText } from './outcome.ts';

/** Required, then `{email} without spaces`. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterSchema = v.object({
  email: v.pipe(
    v.string('Email is required'),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.maxLength(MAX_LENGTH.email, 'Please enter a valid email address'),
    v.regex(NEWSLETTER_EMAIL_PATTERN, 'Please enter a valid email address'),
  ),
});
export type NewsletterInput = v.InferInput<typeof newsletterSchema>;

/** The body of POST /api/newsletter/subscribe: the address, the embedder's source label and the honeypot. */
export type NewsletterRequestInput = NewsletterInput & {
  source?: string;
  /** The partner whose page embeds the box (`partner` attribute); its origins may write. */
  partner?: string;
  /** Captured from the embedding page (see `pageAttribution`). */
  attribution?: LeadAttributionInput;
  /** The honeypot (`HONEYPOT_FIELD`): '' from a person. */
  website?: string;
};

/** The token of a newsletter e-mail's confirmation or unsubscribe link (POST /api/newsletter/confirm, /unsubscribe). */
export interface NewsletterTokenInput {
  token: string;
}

/**
 * What the newsletter box shows after a sign-up. The success line is also the
 * API's answer (`message`); a failure shows the server's message, else the fallback.
 */
export const NEWSLETTER_OUTCOMES = {
  success: { title: 'Subscription successful', description: 'Thank you for subscribing to our newsletter!' },
  failure: { title: 'Subscription failed', fallback: 'An error occurred while subscribing. Please try again.' },
} as const satisfies { success: OutcomeText; failure: FailureText };
