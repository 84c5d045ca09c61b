/**
 * What a contact request (every form, add-on requests included) sends: an e-mail to sales
 * (routed by SALES_EMAIL / SALES_EMAIL_ROUTES) and a `lead.created` webhook event, and for a
 * lead of an active partner the same e-mail to the partner's lead e-mail and the same event
 * to the partner's own webhook (signed with its own secret), all queued in the lead's
 * transaction.
 */
import type { Transaction } from '../db/index.ts';
import {
  ABOUT_INTEREST_OPTIONS,
  CONTACT_INTEREST_OPTIONS,
  HOME_INTEREST_FULL_SUITE,
  HOME_INTEREST_GROUPS,
  LOCALE_ENGLISH_NAMES,
  UTM_PARAMETERS,
  type ShippedLocale,
  type ContactFormKind,
  type OptionItem,
} from '@joognoo/schemas';
import type { MailConfig, SalesRoute } from '../config.ts';
import type { NewContactRequest } from './types.ts';
import { partnerOfDelivery } from '../partners/store.ts';
import { enqueueEmail, enqueuePartnerWebhookEvent, enqueueWebhookEvent, type DeliveryRef, type EmailMessage } from '../delivery/store/outbox.ts';

export const LEAD_CREATED_EVENT = 'lead.created';
export const LEAD_EMAIL_KIND = 'lead.email';

/** The partner of a lead, as the e-mail and the webhook event name it. */
export interface LeadPartner {
  id: string;
  name: string;
}

/** A stored contact request, as the e-mail and the webhook event show it. */
export interface LeadRecord extends Omit<NewContactRequest, 'partnerId'> {
  id: number;
  createdAt: string;
  /** The partner whose page sent it (null: none). */
  partner: LeadPartner | null;
}

/**
 * The webhook event's `data`: the lead (with `partner`, `pageUrl`, `referrer`, the five
 * `utm_*` and the visitor's `locale`), with `kind` and the interest's label.
 */
export interface LeadEventData extends LeadRecord {
  kind: 'contact' | 'add-on';
  interestLabel: string;
}

const labels = (options: readonly OptionItem[]): ReadonlyMap<string, string> => new Map(options.map((option) => [option.value, option.label]));
const INTEREST_LABELS: Record<ContactFormKind, ReadonlyMap<string, string>> = {
  home: labels([...HOME_INTEREST_GROUPS.flatMap((group): readonly OptionItem[] => group.options), HOME_INTEREST_FULL_SUITE]),
  about: labels(ABOUT_INTEREST_OPTIONS),
  contact: labels(CONTACT_INTEREST_OPTIONS),
};

const FORM_NAMES: Record<ContactFormKind, string> = {
  home: 'the home page form',
  about: 'the About page form',
  contact: 'the Contact page form',
};

/** `addon` for an add-on request (it names a service), else its form. */
export function salesRoute(lead: Pick<LeadRecord, 'form' | 'service'>): SalesRoute {
  return lead.service ? 'addon' : lead.form;
}

export function salesAddress(mail: MailConfig, route: SalesRoute): string {
  return mail.salesRoutes[route] ?? mail.salesEmail;
}

export function leadEventData(lead: LeadRecord): LeadEventData {
  return { ...lead, kind: lead.service ? 'add-on' : 'contact', interestLabel: INTEREST_LABELS[lead.form].get(lead.interest) ?? lead.interest };
}

/** A visitor's language as the staff e-mails name it: `Arabic (ar)`. */
export function languageLine(locale: ShippedLocale): string {
  return `${LOCALE_ENGLISH_NAMES[locale]} (${locale})`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One line of a header: no line breaks (nodemailer encodes the rest). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The e-mail to sales: every field, the page it came from, reply-to the visitor. */
export function composeLeadEmail(lead: LeadRecord, to: string): EmailMessage {
  const data = leadEventData(lead);
  const name = `${lead.firstName} ${lead.lastName}`;
  const what = lead.service ? `add-on request: ${lead.service}` : `lead from ${FORM_NAMES[lead.form]}`;
  const fields: [string, string][] = [
    ['Name', name],
    ['E-mail', lead.email],
    ['Company', lead.company],
    ['Interest', `${data.interestLabel} (${lead.interest})`],
    ...(lead.service ? ([['Add-on service', lead.service]] as [string, string][]) : []),
    ['Message', lead.message || '(none)'],
    ['Consent to communications', lead.consent ? 'yes' : 'no'],
    ['Language', languageLine(lead.locale)],
    ['Form', lead.form],
    ['Source', lead.source || '(none)'],
    ['Partner', lead.partner ? `${lead.partner.name} (${lead.partner.id})` : '(none)'],
    ['Page', lead.pageUrl ?? '(not known)'],
    ['Referrer', lead.referrer ?? '(not known)'],
    ...UTM_PARAMETERS.map((name): [string, string] => [name, lead[name] ?? '(none)']),
    ['Embedding origin', lead.origin ?? '(not known)'],
    ['Received', lead.createdAt],
    ['Lead id', String(lead.id)],
  ];
  const text = [
    `New ${what}`,
    '',
    ...fields.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    '',
    `Reply to this e-mail to answer ${name}.`,
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">New ${escapeHtml(what)}</h1>`,
    `<table>\n${rows}\n</table>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(name)}.</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    replyTo: `"${oneLine(name).replace(/["\\<>]/g, '')}" <${lead.email}>`,
    subject: oneLine(`New ${what}: ${name}, ${lead.company}`),
    text,
    html,
  };
}

/**
 * Queues the lead's e-mail to sales and its `lead.created` event, in the lead's transaction;
 * for an active partner also the same e-mail to its lead e-mail and the same event to its own
 * webhook (each only when the partner has one).
 */
export async function enqueueLeadDeliveries(
  trx: Transaction,
  request: NewContactRequest & { id: number; createdAt: string },
  mail: MailConfig,
  now: Date,
): Promise<void> {
  const { partnerId, ...rest } = request;
  const partnerRow = partnerId === null ? undefined : await partnerOfDelivery(trx, partnerId);
  const lead: LeadRecord = { ...rest, partner: partnerRow ? { id: partnerRow.id, name: partnerRow.name } : null };
  const ref: DeliveryRef = { subjectType: 'contact_request', subjectId: lead.id, personEmail: lead.email };
  const data = leadEventData(lead);
  await enqueueEmail(trx, LEAD_EMAIL_KIND, composeLeadEmail(lead, salesAddress(mail, salesRoute(lead))), ref, { now });
  await enqueueWebhookEvent(trx, LEAD_CREATED_EVENT, data, ref, { now });
  if (!partnerRow || !partnerRow.active) return;
  if (partnerRow.lead_email) await enqueueEmail(trx, LEAD_EMAIL_KIND, composeLeadEmail(lead, partnerRow.lead_email), ref, { now });
  if (partnerRow.webhook_url && partnerRow.webhook_secret_encrypted) {
    await enqueuePartnerWebhookEvent(trx, LEAD_CREATED_EVENT, data, partnerRow.id, ref, { now });
  }
}
