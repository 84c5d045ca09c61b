import { NEWSLETTER_OUTCOMES } from '@joognoo/schemas';

/** Every text the newsletter box shows; the outcome texts are `NEWSLETTER_OUTCOMES` of @joognoo/schemas. */
export const NEWSLETTER_TEXT = {
  title: 'Subscribe to our newsletter',
  description: 'The latest on enterprise AI, delivered to your inbox. No spam, unsubscribe anytime.',
  label: 'Email address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  pending: 'Subscribing...',
  thanks: NEWSLETTER_OUTCOMES.success.description,
  /** The second line under the thank-you text: double opt-in sends a confirmation link. */
  checkInbox: 'Please check your inbox and confirm your subscription with the link we sent you.',
} as const;
