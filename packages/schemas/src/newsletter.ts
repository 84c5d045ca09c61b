/** The newsletter box (SPEC.md §4, §5). */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';

/** SPEC.md §5: required, then `{email} without spaces`. */
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
