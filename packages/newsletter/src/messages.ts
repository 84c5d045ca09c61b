/** Every text the newsletter box shows (SPEC.md §4, §5, §8). */
export const NEWSLETTER_TEXT = {
  title: 'Subscribe to our newsletter',
  description: 'The latest on enterprise AI, delivered to your inbox. No spam, unsubscribe anytime.',
  label: 'Email address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  pending: 'Subscribing...',
  thanks: 'Thank you for subscribing to our newsletter!',
  /** The second line under the thank-you text: double opt-in sends a confirmation link. */
  checkInbox: 'Please check your inbox and confirm your subscription with the link we sent you.',
  successTitle: 'Subscription successful',
  successDescription: 'Thank you for subscribing to our newsletter!',
  failureTitle: 'Subscription failed',
  failureFallback: 'An error occurred while subscribing. Please try again.',
} as const;
