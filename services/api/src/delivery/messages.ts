/**
 * The texts of the e-mails a visitor gets (the newsletter's confirmation, a job
 * application's confirmation), in the visitor's language: this API's Lingui catalogs
 * (`src/locales/<locale>/messages.json`, compiled by `pnpm messages`), English as the source.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { textDirection, type ShippedLocale } from '@joognoo/schemas';
import { messages as ar } from '../locales/ar/messages.ts';
import { messages as en } from '../locales/en/messages.ts';
import { messages as hi } from '../locales/hi/messages.ts';
import { messages as ms } from '../locales/ms/messages.ts';
import { messages as zh } from '../locales/zh/messages.ts';

const CATALOGS: Record<ShippedLocale, Messages> = { en, ar, ms, zh, hi };
const translators = new Map<ShippedLocale, I18n>();

/** The e-mail texts in `locale` (`i18n._(id, values)`), one instance per language. */
export function mailTexts(locale: ShippedLocale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    translators.set(locale, i18n);
  }
  return i18n;
}

/**
 * The attributes of an e-mail's `<html>`: its language, and its direction when that is
 * right to left (`dir="rtl" lang="ar"`); English keeps `lang="en"` alone, as it always had.
 */
export function htmlLanguage(locale: ShippedLocale): string {
  return textDirection(locale) === 'rtl' ? `dir="rtl" lang="${locale}"` : `lang="${locale}"`;
}
