/**
 * `@joognoo/schemas/messages`: this package's compiled Lingui catalogs (`validation.<code>`
 * and `outcome.<...>` ids, see validation-rules.ts), one chunk per language, loaded when asked:
 *
 *   i18n.load(locale, await loadSchemaMessages(locale));
 *   i18n._(validationMessageId(code), values); i18n._(`${NEWSLETTER_OUTCOME_IDS.success}.title`);
 */
import type { Messages } from '@lingui/core';
import type { ShippedLocale } from './locale.ts';

const CATALOGS: Record<ShippedLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.ts'),
  ar: () => import('./locales/ar/messages.ts'),
  ms: () => import('./locales/ms/messages.ts'),
  zh: () => import('./locales/zh/messages.ts'),
  hi: () => import('./locales/hi/messages.ts'),
};

/** The compiled catalog of @joognoo/schemas in a shipped language. */
export async function loadSchemaMessages(locale: ShippedLocale): Promise<Messages> {
  return (await CATALOGS[locale]()).messages;
}
