/** Every text the newsletter box shows (SPEC.md §4, §5, §8). */
export const NEWSLETTER_TEXT = {
  title: 'Subscribe to our newsletter',
  description: 'The latest on enterprise AI, delivered to your inbox. No spam, unsubscribe anytime.',
  label: 'Email address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  pending: 'Subscribing...',
  thanks: 'Thank you for subscribing to our newsletter!',
  successTitle: 'Subscription successful',
  successDescription: 'Thank you for subscribing to our newsletter!',
  failureTitle: 'Subscription failed',
  failureFallback: 'An error occurred while subscribing. Please try again.',
} as const;
