/**
 * The schemas' texts as a widget shows them (validation messages by code, outcome toasts),
 * English inline and each other shipped language a chunk of its own. Its own entry point,
 * so servers that validate with `@joognoo/schemas` never bundle the catalogs.
 */
import type { Messages } from '@lingui/core';
import type { ShippedLocale } from './locale.ts';
import { messages as english } from './locales/en/messages.ts';

export const SCHEMAS_CATALOG: {
  en: Messages;
  load: Readonly<Record<Exclude<ShippedLocale, 'en'>, () => Promise<Messages>>>;
} = {
  en: english,
  load: {
    ar: () => import('./locales/ar/messages.ts').then((module) => module.messages),
    ms: () => import('./locales/ms/messages.ts').then((module) => module.messages),
    zh: () => import('./locales/zh/messages.ts').then((module) => module.messages),
    hi: () => import('./locales/hi/messages.ts').then((module) => module.messages),
  },
};
