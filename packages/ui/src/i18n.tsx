/**
 * The language a widget speaks, for every component below it: its texts (`t`), the tag its
 * dates and numbers are formatted with, and its writing direction. `@joognoo/widget-kit`'s
 * `WidgetLocale` provides it with the widget's catalogs; without a provider, components
 * speak English (the texts of the specification).
 */
import { createContext, useContext } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { ShippedLocale } from '@joognoo/schemas';
import { messages as uiEnglish } from './locales/en/messages';

/** Values of a message's arguments: `{count}`, `{name}`. */
export type MessageValues = Record<string, unknown>;

export interface Translator<Id extends string = string> {
  /** The message `id` in the widget's language, its arguments filled (plurals by CLDR rules). */
  (id: Id, values?: MessageValues): string;
}

export interface WidgetLanguage {
  /** The shipped language of the texts (`ar`). */
  locale: ShippedLocale;
  /** The tag dates and numbers use (`ar-SA`, `ar-u-nu-latn`, or `locale` itself). */
  formatLocale: string;
  dir: 'ltr' | 'rtl';
  t: Translator;
  /** True when the page's catalogs give `id` (an override or a catalog message). */
  has: (id: string) => boolean;
}

/**
 * One package's messages: English inline, every other shipped language a function that
 * imports its compiled catalog (one chunk each, fetched only by a page that speaks it).
 */
export interface Catalog {
  en: Messages;
  load: Readonly<Record<Exclude<ShippedLocale, 'en'>, () => Promise<Messages>>>;
  /**
   * A widget's catalog: the widget has forms, so it shows the schemas' validation and outcome
   * texts and loads their catalog with its own. A widget without a form never fetches them.
   */
  forms?: boolean;
}

/** The texts of ui's own components (the toasts' close button, the drawer's, ...). */
export const UI_CATALOG: Catalog = {
  en: uiEnglish,
  load: {
    ar: () => import('./locales/ar/messages').then((module) => module.messages),
    ms: () => import('./locales/ms/messages').then((module) => module.messages),
    zh: () => import('./locales/zh/messages').then((module) => module.messages),
    hi: () => import('./locales/hi/messages').then((module) => module.messages),
  },
};

/** A Lingui instance over `messages`, for `locale`, formatting with `formatLocale`. */
export function createTranslator(locale: ShippedLocale, formatLocale: string, messages: Messages): Pick<WidgetLanguage, 't' | 'has'> {
  const i18n: I18n = setupI18n({ locale, locales: [formatLocale, locale], messages: { [locale]: messages } });
  return {
    t: (id, values) => i18n._(id, values),
    has: (id) => Object.prototype.hasOwnProperty.call(messages, id),
  };
}

/** A catalog's English text, for a page that speaks English only (a server's no-JavaScript page). */
export function englishMessage(catalog: Catalog, id: string, values?: MessageValues): string {
  return createTranslator('en', 'en', catalog.en).t(id, values);
}

const ENGLISH: WidgetLanguage = { locale: 'en', formatLocale: 'en', dir: 'ltr', ...createTranslator('en', 'en', uiEnglish) };

const LanguageContext = createContext<WidgetLanguage>(ENGLISH);

export const WidgetLanguageProvider = LanguageContext.Provider;

/** The language of the nearest widget (English outside any). */
export function useWidgetLanguage(): WidgetLanguage {
  return useContext(LanguageContext);
}

/** `lang` and `dir` for a widget's root element (and anything rendered outside it, like a toast). */
export function languageAttributes({ locale, dir }: Pick<WidgetLanguage, 'locale' | 'dir'>): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: locale, dir };
}
