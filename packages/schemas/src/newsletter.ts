/** The newsletter box: its rule and messages. */
import * as v from 'valibot';
import type { LeadAttributionInput } from './attribution.ts';
import { MAX_LENGTH } from './constants.ts';
import { EMAIL_INVALID_TERSE } from './fields.ts';
import type { FailureText, OutcomeIds, OutcomeText } from './outcome.ts';
import { says, type ValidationRule } from './rules.ts';

/** Required, then `{email} without spaces`. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_REQUIRED = { code: 'email.required', text: 'Email is required' } as const satisfies ValidationRule;

export const newsletterSchema = v.object({
  email: v.pipe(
    v.string(says(EMAIL_REQUIRED)),
    v.trim(),
    v.nonEmpty(says(EMAIL_REQUIRED)),
    v.maxLength(MAX_LENGTH.email, says(EMAIL_INVALID_TERSE)),
    v.regex(NEWSLETTER_EMAIL_PATTERN, says(EMAIL_INVALID_TERSE)),
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
  /** The visitor's language, a BCP 47 tag (`ar`, `zh-CN`): the confirmation e-mail and its pages speak it; absent: English. */
  locale?: string;
};

/** A confirm or unsubscribe POST without the token of its link. */
export const TOKEN_REQUIRED = { code: 'token.required', text: 'Token is required' } as const satisfies ValidationRule;

/**
 * The query parameter of a newsletter e-mail's links (`/newsletter/confirm?token=...&lang=ar`)
 * that names the subscriber's language, so the site's page speaks it; English links have none.
 */
export const NEWSLETTER_LINK_LANGUAGE_PARAM = 'lang';

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

/** The catalog ids of `NEWSLETTER_OUTCOMES`. */
export const NEWSLETTER_OUTCOME_IDS = {
  success: 'outcome.newsletter.success',
  failure: 'outcome.newsletter.failure',
} as const satisfies OutcomeIds<typeof NEWSLETTER_OUTCOMES>;
