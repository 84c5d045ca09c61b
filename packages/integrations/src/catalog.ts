import type { Catalog } from '@joognoo/ui';
import type { messages as english } from './locales/en/messages';
import { messages } from './locales/en/messages';

/** The id of a text of this widget (its README lists them all). */
export type IntegrationsMessageId = keyof typeof english;

/** Every text this widget shows, English inline, each other language a chunk of its own. */
export const INTEGRATIONS_CATALOG: Catalog = {
  en: messages,
  load: {
    ar: () => import('./locales/ar/messages').then((module) => module.messages),
    ms: () => import('./locales/ms/messages').then((module) => module.messages),
    zh: () => import('./locales/zh/messages').then((module) => module.messages),
    hi: () => import('./locales/hi/messages').then((module) => module.messages),
  },
  forms: true,
};
