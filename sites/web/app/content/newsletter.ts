/**
 * The newsletter link pages (/newsletter/confirm, /newsletter/unsubscribe): what each state
 * shows. The texts are the site's catalog (`app/locales/<locale>/messages.json`, English the
 * source), in the subscriber's language (`lib/newsletter-copy.server.ts`).
 */

/** One state of a newsletter link page: its H1, the text under it and (optionally) its button. */
export interface NewsletterPageState {
  heading: string;
  intro: string;
  button?: string;
}

/** Every text of one newsletter link page, in one language. */
export interface NewsletterLinkCopy {
  meta: { title: string; description: string };
  ask: Required<NewsletterPageState>;
  done: NewsletterPageState;
  invalid: NewsletterPageState;
  failed: string;
  back: { label: string; to: string };
}

/** Where each page's "back" link goes. */
export const NEWSLETTER_BACK_LINKS = { confirm: '/blog', unsubscribe: '/' } as const;
