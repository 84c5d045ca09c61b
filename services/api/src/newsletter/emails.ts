import { BRAND } from '@joognoo/schemas';
import type { EmailMessage } from '../delivery/store/outbox.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The site pages and the API endpoint that the links of a subscriber's e-mails open. */
export function newsletterLinks(siteOrigin: string, tokens: { confirm?: string; unsubscribe: string }) {
  const unsubscribe = encodeURIComponent(tokens.unsubscribe);
  return {
    confirm: tokens.confirm === undefined ? undefined : `${siteOrigin}/newsletter/confirm?token=${encodeURIComponent(tokens.confirm)}`,
    unsubscribePage: `${siteOrigin}/newsletter/unsubscribe?token=${unsubscribe}`,
    /** RFC 8058 one-click target: the mail provider POSTs `List-Unsubscribe=One-Click` here. */
    unsubscribeOneClick: `${siteOrigin}/api/newsletter/unsubscribe?token=${unsubscribe}`,
  };
}

/**
 * The headers every e-mail to a subscriber carries (RFC 2369 and RFC 8058): mail programs show
 * an Unsubscribe button that POSTs to the API without opening a page.
 */
export function listUnsubscribeHeaders(siteOrigin: string, unsubscribeToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${newsletterLinks(siteOrigin, { unsubscribe: unsubscribeToken }).unsubscribeOneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The double opt-in e-mail: the confirmation link (7 days, single use) and the unsubscribe link. */
export function confirmationEmail(input: { siteOrigin: string; to: string; confirmToken: string; unsubscribeToken: string }): EmailMessage {
  const links = newsletterLinks(input.siteOrigin, { confirm: input.confirmToken, unsubscribe: input.unsubscribeToken });
  const confirm = links.confirm!;
  const subject = `Please confirm your subscription to the ${BRAND.name} newsletter`;
  const text = [
    `Hello,`,
    ``,
    `someone, hopefully you, asked to receive the ${BRAND.name} newsletter at ${input.to}.`,
    `To confirm the subscription, open this link (it works once, for 7 days):`,
    ``,
    confirm,
    ``,
    `If you did not ask for it, ignore this e-mail: without confirmation you will get nothing more from us.`,
    ``,
    `Unsubscribe: ${links.unsubscribePage}`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: Arial, Helvetica, sans-serif; color: #111827; line-height: 1.5">`,
    `<p>Hello,</p>`,
    `<p>someone, hopefully you, asked to receive the ${escapeHtml(BRAND.name)} newsletter at ${escapeHtml(input.to)}.</p>`,
    `<p><a href="${escapeHtml(confirm)}" style="display: inline-block; padding: 10px 18px; background: #111827; color: #ffffff; text-decoration: none; border-radius: 6px">Confirm subscription</a></p>`,
    `<p>Or open this link (it works once, for 7 days): <a href="${escapeHtml(confirm)}">${escapeHtml(confirm)}</a></p>`,
    `<p>If you did not ask for it, ignore this e-mail: without confirmation you will get nothing more from us.</p>`,
    `<p style="font-size: 12px; color: #6b7280"><a href="${escapeHtml(links.unsubscribePage)}">Unsubscribe</a></p>`,
    `</body></html>`,
  ].join('\n');
  return { to: input.to, subject, text, html, headers: listUnsubscribeHeaders(input.siteOrigin, input.unsubscribeToken) };
}
