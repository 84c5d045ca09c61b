/**
 * The languages the widgets and the mail they cause speak, and how a requested language
 * tag (BCP 47: an `locale` attribute, a page's `<html lang>`, a `locale` field of a write)
 * reaches one of them.
 */

/** Shipped languages: English (the source texts), Arabic, Malay, Simplified Chinese, Hindi. */
export const SHIPPED_LOCALES = ['en', 'ar', 'ms', 'zh', 'hi'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/** The language every text is written in first, and the one a widget falls back to. */
export const SOURCE_LOCALE: ShippedLocale = 'en';

/** Each shipped language in its own words (for language pickers). */
export const LOCALE_NAMES: Readonly<Record<ShippedLocale, string>> = {
  en: 'English',
  ar: 'العربية',
  ms: 'Bahasa Melayu',
  zh: '简体中文',
  hi: 'हिन्दी',
};

/** Each shipped language in English: how the back office and the staff e-mails name it. */
export const LOCALE_ENGLISH_NAMES: Readonly<Record<ShippedLocale, string>> = {
  en: 'English',
  ar: 'Arabic',
  ms: 'Malay',
  zh: 'Simplified Chinese',
  hi: 'Hindi',
};

const SHIPPED = new Set<string>(SHIPPED_LOCALES);

/** `ar-AE` -> `ar-AE`; `EN_us` -> `en-US`; garbage -> undefined. */
export function canonicalTag(tag: string | null | undefined): string | undefined {
  const trimmed = tag?.trim().replace(/_/g, '-');
  if (!trimmed) return undefined;
  try {
    return Intl.getCanonicalLocales(trimmed)[0];
  } catch {
    return undefined;
  }
}

/**
 * The shipped language a tag reaches by BCP 47 lookup: the tag, then the tag with its last
 * subtag removed, and so on (`ar-AE` and `ar` reach `ar`, `zh-CN` and `zh-Hans-SG` reach
 * `zh`, `ms-MY` reaches `ms`). Undefined when none is shipped (`de-DE`) or the tag is not
 * a language tag.
 */
export function lookupLocale(tag: string | null | undefined): ShippedLocale | undefined {
  const canonical = canonicalTag(tag);
  if (!canonical) return undefined;
  // Unicode extensions (`-u-nu-arab`) and private use do not choose the language.
  const parts = canonical.toLowerCase().split(/-(?:[a-wyz]|x)-/)[0]!.split('-');
  while (parts.length > 0) {
    const candidate = parts.join('-');
    if (SHIPPED.has(candidate)) return candidate as ShippedLocale;
    parts.pop();
  }
  return undefined;
}

/** The first of `tags` that reaches a shipped language, else English. */
export function resolveLocale(...tags: (string | null | undefined)[]): ShippedLocale {
  for (const tag of tags) {
    const found = lookupLocale(tag);
    if (found) return found;
  }
  return SOURCE_LOCALE;
}

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** The writing direction of a language tag's script. */
export function textDirection(tag: string | null | undefined): 'ltr' | 'rtl' {
  const canonical = canonicalTag(tag);
  if (!canonical) return 'ltr';
  try {
    const locale = new Intl.Locale(canonical).maximize();
    if (locale.script) return ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg'].includes(locale.script) ? 'rtl' : 'ltr';
  } catch {
    // fall through to the language alone
  }
  return RIGHT_TO_LEFT.has(canonical.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * The tag dates and numbers are formatted with: the requested tag when it is of the shipped
 * language it reached (`ar-SA` keeps its region and `-u-nu-latn` its digits), else the
 * shipped language itself (a `de-DE` page gets English texts and English formats).
 */
export function formattingLocale(requested: string | null | undefined, shipped: ShippedLocale): string {
  const canonical = canonicalTag(requested);
  return canonical && lookupLocale(canonical) === shipped ? canonical : shipped;
}
