import type { Catalog } from '@joognoo/ui';
import type { messages as english } from './locales/en/messages';
import { messages } from './locales/en/messages';

/** The id of a text of the newsletter box (its README lists them all). */
export type NewsletterMessageId = keyof typeof english;

/** Every text the newsletter box shows, English inline; the outcome texts are the schemas' (`outcome.newsletter.*`). */
export const NEWSLETTER_CATALOG: Catalog = {
  en: messages,
  load: {
    ar: () => import('./locales/ar/messages').then((module) => module.messages),
    ms: () => import('./locales/ms/messages').then((module) => module.messages),
    zh: () => import('./locales/zh/messages').then((module) => module.messages),
    hi: () => import('./locales/hi/messages').then((module) => module.messages),
  },
  forms: true,
};
