import { BRAND } from '@joognoo/schemas';

/** One state of a newsletter link page: its H1, the text under it and (optionally) its button. */
export interface NewsletterPageState {
  heading: string;
  intro: string;
  button?: string;
}

/** /newsletter/confirm: the link of the double opt-in e-mail. */
export const NEWSLETTER_CONFIRM_COPY = {
  meta: { title: 'Confirm your newsletter subscription', description: `Confirm your subscription to the ${BRAND.name} newsletter.` },
  ask: {
    heading: 'Confirm your subscription',
    intro: `One more step: press the button to confirm that you want to receive the ${BRAND.name} newsletter.`,
    button: 'Confirm subscription',
  },
  done: {
    heading: 'Subscription confirmed',
    intro: `Thank you! You will now receive the ${BRAND.name} newsletter. Every e-mail has a link to unsubscribe.`,
  },
  invalid: {
    heading: 'This link has expired or was already used',
    intro: 'Confirmation links work once, for 7 days. Sign up again below and we will send you a new one.',
  },
  failed: 'Something went wrong. Please try again.',
  back: { label: 'Read the blog', to: '/blog' },
} as const;

/** /newsletter/unsubscribe: the link in every e-mail to a subscriber. */
export const NEWSLETTER_UNSUBSCRIBE_COPY = {
  meta: { title: 'Unsubscribe from the newsletter', description: `Unsubscribe from the ${BRAND.name} newsletter.` },
  ask: {
    heading: 'Unsubscribe from the newsletter',
    intro: `Press the button and we will stop sending you the ${BRAND.name} newsletter.`,
    button: 'Unsubscribe',
  },
  done: {
    heading: 'You have been unsubscribed',
    intro: `You will receive no more newsletter e-mails from ${BRAND.name}. Changed your mind? You can subscribe again at any time on our blog.`,
  },
  invalid: {
    heading: 'This unsubscribe link is not valid',
    intro: 'Please use the unsubscribe link of your latest newsletter e-mail, or contact us and we will remove your address.',
  },
  failed: 'Something went wrong. Please try again.',
  back: { label: 'Back to the home page', to: '/' },
} as const;

export type NewsletterLinkCopy = typeof NEWSLETTER_CONFIRM_COPY | typeof NEWSLETTER_UNSUBSCRIBE_COPY;
