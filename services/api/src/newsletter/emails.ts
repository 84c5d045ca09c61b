import { BRAND, NEWSLETTER_LINK_LANGUAGE_PARAM, SOURCE_LOCALE, type ShippedLocale } from '@joognoo/schemas';
import { htmlLanguage, mailTexts } from '../delivery/messages.ts';
import type { EmailMessage } from '../delivery/store/outbox.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;


/**
 * The site pages and the API endpoint that the links of a subscriber's e-mails open. A
 * subscriber in another language than English gets `&lang=<locale>` on each, so the pages
 * speak it too; English links are as they always were.
 */
export function newsletterLinks(siteOrigin: string, tokens: { confirm?: string; unsubscribe: string }, locale: ShippedLocale = SOURCE_LOCALE) {
  const unsubscribe = encodeURIComponent(tokens.unsubscribe);
  const lang = locale === SOURCE_LOCALE ? '' : `&${NEWSLETTER_LINK_LANGUAGE_PARAM}=${locale}`;
  return {
    confirm: tokens.confirm === undefined ? undefined : `${siteOrigin}/newsletter/confirm?token=${encodeURIComponent(tokens.confirm)}${lang}`,
    unsubscribePage: `${siteOrigin}/newsletter/unsubscribe?token=${unsubscribe}${lang}`,
    /** RFC 8058 one-click target: the mail provider POSTs `List-Unsubscribe=One-Click` here. */
    unsubscribeOneClick: `${siteOrigin}/api/newsletter/unsubscribe?token=${unsubscribe}${lang}`,
  };
}

/**
 * The headers every e-mail to a subscriber carries (RFC 2369 and RFC 8058): mail programs show
 * an Unsubscribe button that POSTs to the API without opening a page.
 */
export function listUnsubscribeHeaders(siteOrigin: string, unsubscribeToken: string, locale: ShippedLocale = SOURCE_LOCALE): Record<string, string> {
  return {
    'List-Unsubscribe': `<${newsletterLinks(siteOrigin, { unsubscribe: unsubscribeToken }, locale).unsubscribeOneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The double opt-in e-mail in the subscriber's language: the confirmation link (7 days,
 * single use) and the unsubscribe link.
 */
export function confirmationEmail(input: { siteOrigin: string; to: string; confirmToken: string; unsubscribeToken: string; locale: ShippedLocale }): EmailMessage {
  const { locale } = input;
  const links = newsletterLinks(input.siteOrigin, { confirm: input.confirmToken, unsubscribe: input.unsubscribeToken }, locale);
  const confirm = links.confirm!;
  const i18n = mailTexts(locale);
  const days = CONFIRMATION_TTL_MS / DAY_MS;
  const subject = i18n._('newsletterConfirmation.subject', { brand: BRAND.name });
  const asked = i18n._('newsletterConfirmation.asked', { brand: BRAND.name, email: input.to });
  const ignore = i18n._('newsletterConfirmation.ignore');
  const text = [
    i18n._('mail.greeting'),
    ``,
    asked,
    i18n._('newsletterConfirmation.openLink', { days }),
    ``,
    confirm,
    ``,
    ignore,
    ``,
    i18n._('newsletterConfirmation.unsubscribeLine', { url: links.unsubscribePage }),
  ].join('\n');
  const html = [
    `<!doctype html><html ${htmlLanguage(locale)}><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: Arial, Helvetica, sans-serif; color: #111827; line-height: 1.5">`,
    `<p>${escapeHtml(i18n._('mail.greeting'))}</p>`,
    `<p>${escapeHtml(asked)}</p>`,
    `<p><a href="${escapeHtml(confirm)}" style="display: inline-block; padding: 10px 18px; background: #111827; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(i18n._('newsletterConfirmation.button'))}</a></p>`,
    `<p>${escapeHtml(i18n._('newsletterConfirmation.orOpenLink', { days }))} <a href="${escapeHtml(confirm)}">${escapeHtml(confirm)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p style="font-size: 12px; color: #6b7280"><a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(i18n._('newsletterConfirmation.unsubscribe'))}</a></p>`,
    `</body></html>`,
  ].join('\n');
  return { to: input.to, subject, text, html, headers: listUnsubscribeHeaders(input.siteOrigin, input.unsubscribeToken, locale) };
}
