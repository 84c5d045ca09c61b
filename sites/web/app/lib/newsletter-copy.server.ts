/**
 * The texts of the newsletter link pages in the subscriber's language: the e-mail's links
 * carry it (`lang`, NEWSLETTER_LINK_LANGUAGE_PARAM of @joognoo/schemas; none for English),
 * and the page renders its content with that `lang` and `dir`. Server only: the catalogs
 * never reach the browser, the loader sends the texts.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { BRAND, NEWSLETTER_LINK_LANGUAGE_PARAM, SOURCE_LOCALE, lookupLocale, textDirection, type ShippedLocale } from '@joognoo/schemas';
import { NEWSLETTER_BACK_LINKS, type NewsletterLinkCopy } from '../content/newsletter';
import { messages as ar } from '../locales/ar/messages';
import { messages as en } from '../locales/en/messages';
import { messages as hi } from '../locales/hi/messages';
import { messages as ms } from '../locales/ms/messages';
import { messages as zh } from '../locales/zh/messages';

const CATALOGS: Record<ShippedLocale, Messages> = { en, ar, ms, zh, hi };
/** How long a confirmation link works, in days (the API's CONFIRMATION_TTL_MS). */
const CONFIRMATION_DAYS = 7;

const translators = new Map<ShippedLocale, I18n>();
function texts(locale: ShippedLocale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    translators.set(locale, i18n);
  }
  return i18n;
}

/** The page's language: the link's `lang` when it names a shipped one, else English. */
export interface PageLanguage {
  locale: ShippedLocale;
  dir: 'ltr' | 'rtl';
}

export function linkLanguage(url: URL): PageLanguage {
  const locale = lookupLocale(url.searchParams.get(NEWSLETTER_LINK_LANGUAGE_PARAM)) ?? SOURCE_LOCALE;
  return { locale, dir: textDirection(locale) };
}

/** Every text of the confirm or unsubscribe page in `locale`. */
export function newsletterLinkCopy(kind: 'confirm' | 'unsubscribe', locale: ShippedLocale): NewsletterLinkCopy {
  const i18n = texts(locale);
  const page = kind === 'confirm' ? 'newsletterConfirm' : 'newsletterUnsubscribe';
  const brand = { brand: BRAND.name };
  return {
    meta: { title: i18n._(`${page}.meta.title`), description: i18n._(`${page}.meta.description`, brand) },
    ask: { heading: i18n._(`${page}.ask.heading`), intro: i18n._(`${page}.ask.intro`, brand), button: i18n._(`${page}.ask.button`) },
    done: { heading: i18n._(`${page}.done.heading`), intro: i18n._(`${page}.done.intro`, brand) },
    invalid: { heading: i18n._(`${page}.invalid.heading`), intro: i18n._(`${page}.invalid.intro`, { days: CONFIRMATION_DAYS }) },
    failed: i18n._('newsletterLink.failed'),
    back: { label: i18n._(`${page}.back`), to: NEWSLETTER_BACK_LINKS[kind] },
  };
}
