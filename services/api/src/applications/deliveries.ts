/**
 * What a job application sends, all queued in the application's transaction: an
 * e-mail to the hiring address (HIRING_EMAIL, or the department's address of
 * HIRING_EMAIL_BY_DEPARTMENT) with the CV attached, or with a signed link (7 days) when the
 * CV is larger than MAIL_ATTACHMENT_MAX_BYTES; an `application.created` webhook event to the
 * configured endpoints (and, for an application sent from an active partner's page, to the
 * partner's own webhook, without the CV link); a confirmation e-mail to the candidate (at
 * most CONFIRMATION_EMAILS_PER_DAY per address, see confirmations.ts).
 */
import { APPLICATION_CV_TYPES, APPLICATION_LABELS, BRAND, UTM_PARAMETERS, type ApplicationCvKind, type LeadAttribution, type ShippedLocale } from '@joognoo/schemas';
import type { Config } from '../config.ts';
import type { Transaction } from '../db/index.ts';
import { partnerOfDelivery } from '../partners/store.ts';
import { APPLICATION_SUBJECT, type ApplicationFields } from './types.ts';
import { cvLinkUrl, type CvLinkConfig } from './cv-links.ts';
import { htmlLanguage, mailTexts } from '../delivery/messages.ts';
import { enqueueConfirmationEmail } from '../delivery/store/confirmations.ts';
import { escapeHtml, languageLine } from '../leads/deliveries.ts';
import { enqueueEmail, enqueuePartnerWebhookEvent, enqueueWebhookEvent, type DeliveryRef, type EmailMessage } from '../delivery/store/outbox.ts';

export const APPLICATION_CREATED_EVENT = 'application.created';
export const APPLICATION_HIRING_EMAIL_KIND = 'application.email';
export const APPLICATION_CONFIRMATION_KIND = 'application.confirmation';
export { APPLICATION_SUBJECT, type ApplicationFields } from './types.ts';

export type ApplicationDeliveryConfig = CvLinkConfig & Pick<Config, 'siteUrl'>;

/** A stored application, as its e-mails and its webhook event show it. */
export interface ApplicationRecord extends LeadAttribution, ApplicationFields {
  id: number;
  partner: { id: string; name: string } | null;
  createdAt: string;
}

/** The `data` of an `application.created` event. */
export interface ApplicationEventData {
  reference: string;
  job: ApplicationRecord['job'];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profileUrl: string;
  coverLetter: string;
  /** `url`: the signed download link (7 days); left out of a partner's event. */
  cv: { kind: ApplicationCvKind; contentType: string; filename: string; size: number; url?: string };
  partner: { id: string; name: string } | null;
  origin: string | null;
  pageUrl: string | null;
  referrer: string | null;
  /** The candidate's language. */
  locale: ShippedLocale;
  createdAt: string;
  [utm: `utm_${string}`]: string | null;
}

/** The hiring address of a department (case-insensitive), else HIRING_EMAIL. */
export function hiringAddress(config: Pick<Config, 'applications'>, department: string): string {
  return config.applications.hiringByDepartment[department.trim().toLowerCase()] ?? config.applications.hiringEmail;
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The name the CV is attached or downloaded under: the candidate's, made safe, with the kind's extension. */
export function cvFilename(application: Pick<ApplicationRecord, 'firstName' | 'lastName' | 'reference'> & { kind: ApplicationCvKind }): string {
  const name = `CV ${application.firstName} ${application.lastName} ${application.reference}`.normalize('NFKD').replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-');
  return `${name || application.reference}.${application.kind}`;
}

export function applicationEventData(application: ApplicationRecord, cvUrl: string | undefined): ApplicationEventData {
  return {
    reference: application.reference,
    job: application.job,
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    phone: application.phone,
    profileUrl: application.profileUrl,
    coverLetter: application.coverLetter,
    cv: {
      kind: application.cv.kind,
      contentType: APPLICATION_CV_TYPES[application.cv.kind],
      filename: application.cv.filename,
      size: application.cv.size,
      ...(cvUrl === undefined ? {} : { url: cvUrl }),
    },
    partner: application.partner,
    origin: application.origin,
    pageUrl: application.pageUrl,
    referrer: application.referrer,
    ...Object.fromEntries(UTM_PARAMETERS.map((name) => [name, application[name]])),
    locale: application.locale,
    createdAt: application.createdAt,
  };
}

function table(fields: readonly [string, string][]): string {
  return fields
    .map(([label, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('\n');
}

const textLines = (fields: readonly [string, string][]) => fields.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`));

/** The e-mail to the hiring address: every field, the CV attached or linked, reply-to the candidate. */
export function composeHiringEmail(application: ApplicationRecord, to: string, cv: { attach: true } | { attach: false; url: string }): EmailMessage {
  const name = `${application.firstName} ${application.lastName}`;
  const sizeMb = (application.cv.size / (1024 * 1024)).toFixed(1);
  const fields: [string, string][] = [
    ['Job', `${application.job.title} (${application.job.slug})`],
    ['Department', application.job.department || '(none)'],
    ['Name', name],
    ['E-mail', application.email],
    ['Phone', application.phone || '(none)'],
    ['LinkedIn or portfolio', application.profileUrl || '(none)'],
    ['Cover letter', application.coverLetter || '(none)'],
    ['CV', cv.attach ? `attached (${application.cv.kind.toUpperCase()}, ${sizeMb} MB)` : `${application.cv.kind.toUpperCase()}, ${sizeMb} MB, too large to attach: download it (link valid 7 days) at ${cv.url}`],
    ['Consent', APPLICATION_LABELS.consent],
    ['Language', languageLine(application.locale)],
    ['Partner', application.partner ? `${application.partner.name} (${application.partner.id})` : '(none)'],
    ['Page', application.pageUrl ?? '(not known)'],
    ['Referrer', application.referrer ?? '(not known)'],
    ...UTM_PARAMETERS.map((utm): [string, string] => [utm, application[utm] ?? '(none)']),
    ['Embedding origin', application.origin ?? '(not known)'],
    ['Received', application.createdAt],
    ['Reference', application.reference],
  ];
  const heading = `New application for ${application.job.title}`;
  const text = [heading, '', ...textLines(fields), '', `Reply to this e-mail to answer ${name}.`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    `<table>\n${table(fields)}\n</table>`,
    cv.attach ? '' : `<p><a href="${escapeHtml(cv.url)}">Download the CV</a> (the link works for 7 days).</p>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(name)}.</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    replyTo: `"${oneLine(name).replace(/["\\<>]/g, '')}" <${application.email}>`,
    subject: oneLine(`New application: ${name} for ${application.job.title} (${application.reference})`),
    text,
    html,
    ...(cv.attach
      ? { attachments: [{ storage: 'cv' as const, key: application.cv.key, filename: cvFilename({ ...application, kind: application.cv.kind }), contentType: APPLICATION_CV_TYPES[application.cv.kind] }] }
      : {}),
  };
}

/**
 * The candidate's confirmation, in the candidate's language: plain, no CV, the reference to
 * quote. Only our own words and the job's title: nothing the candidate typed (not even their
 * name), so the form cannot be used to send someone else a message through us.
 */
export function composeCandidateConfirmation(application: Pick<ApplicationRecord, 'email' | 'job' | 'reference' | 'locale'>): EmailMessage {
  const i18n = mailTexts(application.locale);
  const job = application.job.title;
  const subject = oneLine(i18n._('applicationConfirmation.subject', { job }));
  const paragraphs = [
    i18n._('mail.greeting'),
    i18n._('applicationConfirmation.thanks', { job, brand: BRAND.name }),
    i18n._('applicationConfirmation.reference', { reference: application.reference }),
    i18n._('applicationConfirmation.ignore'),
  ];
  return {
    to: application.email,
    subject,
    text: paragraphs.join('\n\n'),
    html: [
      `<!doctype html><html ${htmlLanguage(application.locale)}><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family: Arial, Helvetica, sans-serif; color: #111827; line-height: 1.5">',
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

/** Queues the application's deliveries in its transaction (see the module comment). */
export async function enqueueApplicationDeliveries(
  trx: Transaction,
  application: Omit<ApplicationRecord, 'partner'> & { partnerId: string | null },
  config: ApplicationDeliveryConfig & Pick<Config, 'applications'>,
  now: Date,
): Promise<void> {
  const { partnerId, ...rest } = application;
  const partnerRow = partnerId === null ? undefined : await partnerOfDelivery(trx, partnerId);
  const record: ApplicationRecord = { ...rest, partner: partnerRow ? { id: partnerRow.id, name: partnerRow.name } : null };
  const ref: DeliveryRef = { subjectType: APPLICATION_SUBJECT, subjectId: record.id, personEmail: record.email };
  const url = cvLinkUrl(config, record.cv.key, now);
  const attach = record.cv.size <= config.applications.mailAttachmentMaxBytes;
  // The signed CV link is a bearer link for 7 days: sealed while pending, gone once sent.
  const cvLink = { keyring: config.integrationKeys, values: [url] };
  await enqueueEmail(trx, APPLICATION_HIRING_EMAIL_KIND, composeHiringEmail(record, hiringAddress(config, record.job.department), attach ? { attach } : { attach, url }), ref, {
    now,
    ...(attach ? {} : { secrets: cvLink }),
  });
  await enqueueWebhookEvent(trx, APPLICATION_CREATED_EVENT, applicationEventData(record, url), ref, { now, secrets: cvLink });
  if (partnerRow && partnerRow.active && partnerRow.webhook_url && partnerRow.webhook_secret_encrypted) {
    await enqueuePartnerWebhookEvent(trx, APPLICATION_CREATED_EVENT, applicationEventData(record, undefined), partnerRow.id, ref, { now });
  }
  await enqueueConfirmationEmail(trx, APPLICATION_CONFIRMATION_KIND, composeCandidateConfirmation(record), ref, { now });
}
