/**
 * The transactional outbox: what a caller wants sent (an e-mail, a webhook event) is written
 * as `deliveries` rows in the caller's own transaction, so a committed lead always has its
 * deliveries and a rolled-back one has none. The delivery worker (./worker.ts) sends them.
 * This is the interface other features use.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { toDbTime } from '../../db/columns.ts';
import { decryptSecret, encryptSecret, type Keyring } from '../../security/secrets.ts';
import { enabledEndpointsFor } from './endpoints.ts';

/** A fully composed e-mail. `from` defaults to MAIL_FROM. */
export interface EmailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe, List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /**
   * Files attached when the message is sent, by reference: the worker reads them from their
   * storage then, so the outbox row never carries the bytes.
   */
  attachments?: EmailAttachmentRef[];
}

/** A file to attach: `storage` names where it lives (`cv`: cvStorage, the applicants' CVs). */
export interface EmailAttachmentRef {
  storage: 'cv';
  key: string;
  filename: string;
  contentType: string;
}

export interface DeliveryRef {
  /** What the delivery is about, for the back office and privacy erase: e.g. 'contact_request', 'newsletter_subscription'. */
  subjectType: string;
  subjectId: number;
  /** Whom it holds personal data of (lower-cased e-mail), so privacy:export/erase can find pending deliveries. */
  personEmail: string | null;
}

/** The JSON body of every webhook POST. `id` is the delivery's id (also the Joognoo-Delivery header). */
export interface WebhookEvent {
  type: string;
  id: string;
  createdAt: string;
  data: unknown;
}

export interface EnqueueOptions {
  /** The enqueue time (tests with an injected clock); default: now. */
  now?: Date;
}

/**
 * Live tokens in a delivery (a reset link's, an invitation's, a newsletter's, a signed CV
 * link in an application's e-mail or event): stored
 * encrypted apart from the payload while the e-mail is pending, and dropped once it is
 * delivered or dead (see sealSecrets).
 */
export interface PayloadSecrets {
  keyring: Keyring;
  values: readonly string[];
}

const placeholder = (index: number) => `[[joognoo-secret-${index}]]`;
const PLACEHOLDER = /\[\[joognoo-secret-(\d+)\]\]/g;
const secretsContext = (deliveryId: string) => `deliveries.secrets_encrypted:${deliveryId}`;

/**
 * The payload with every secret replaced by a placeholder, and the secrets encrypted (bound
 * to the delivery's id). Throws NoIntegrationKeyError when the keyring has no key: a token is
 * never stored in clear.
 */
function sealSecrets(deliveryId: string, payload: string, secrets: PayloadSecrets): { payload: string; secretsEncrypted: string } {
  let sealed = payload;
  secrets.values.forEach((value, index) => {
    sealed = sealed.split(value).join(placeholder(index));
  });
  return { payload: sealed, secretsEncrypted: encryptSecret(secrets.keyring, JSON.stringify(secrets.values), secretsContext(deliveryId)) };
}

/** Whether a stored payload still names secrets (placeholders) that must be put back to send it. */
export const hasSealedSecrets = (payload: string): boolean => new RegExp(PLACEHOLDER.source).test(payload);

/** The payload as composed: the secrets decrypted and put back (throws when they cannot be decrypted). */
export function unsealSecrets(keyring: Keyring, deliveryId: string, payload: string, secretsEncrypted: string): string {
  const values = JSON.parse(decryptSecret(keyring, secretsEncrypted, secretsContext(deliveryId))) as string[];
  return payload.replace(PLACEHOLDER, (match, index: string) => values[Number(index)] ?? match);
}

/** What a delivered e-mail or webhook keeps of its payload after an erase. */
export const REDACTED_PAYLOAD = JSON.stringify({ redacted: true });

export type DeliveryChannel = 'email' | 'webhook';
/** `skipped`: recorded, never sent (see confirmations.ts). */
export type DeliveryStatus = 'pending' | 'delivered' | 'dead' | 'skipped';

async function insertDelivery(
  trx: Knex.Transaction,
  row: {
    id: string;
    kind: string;
    channel: DeliveryChannel;
    endpointId: number | null;
    partnerId?: string;
    payload: unknown;
    ref: DeliveryRef;
    now: Date;
    secrets?: PayloadSecrets;
  },
): Promise<void> {
  const at = toDbTime(trx, row.now);
  const text = JSON.stringify(row.payload);
  const sealed = row.secrets && row.secrets.values.length > 0 ? sealSecrets(row.id, text, row.secrets) : { payload: text, secretsEncrypted: null };
  await trx('deliveries').insert({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    endpoint_id: row.endpointId,
    partner_id: row.partnerId ?? null,
    payload: sealed.payload,
    secrets_encrypted: sealed.secretsEncrypted,
    subject_type: row.ref.subjectType,
    subject_id: row.ref.subjectId,
    person_email: row.ref.personEmail === null ? null : row.ref.personEmail.trim().toLowerCase(),
    status: 'pending' satisfies DeliveryStatus,
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
    retry_since: at,
  });
}

/**
 * Queue an e-mail in the caller's transaction; returns the delivery's stable id (UUID).
 * `secrets`: the live tokens the message carries, kept encrypted and apart until it is sent.
 */
export async function enqueueEmail(
  trx: Knex.Transaction,
  kind: string,
  message: EmailMessage,
  ref: DeliveryRef,
  { now = new Date(), secrets }: EnqueueOptions & { secrets?: PayloadSecrets } = {},
): Promise<string> {
  const id = randomUUID();
  await insertDelivery(trx, { id, kind, channel: 'email', endpointId: null, payload: message, ref, now, ...(secrets ? { secrets } : {}) });
  return id;
}

/**
 * Queue a webhook event (JSON {type, id, createdAt, data}) to every enabled endpoint that
 * subscribes to `type`; returns the ids (one delivery per endpoint, none without endpoints).
 */
export async function enqueueWebhookEvent(
  trx: Knex.Transaction,
  type: string,
  data: unknown,
  ref: DeliveryRef,
  { now = new Date(), secrets }: EnqueueOptions & { secrets?: PayloadSecrets } = {},
): Promise<string[]> {
  const endpoints = await enabledEndpointsFor(trx, type);
  const ids: string[] = [];
  for (const endpoint of endpoints) {
    const id = randomUUID();
    const event: WebhookEvent = { type, id, createdAt: now.toISOString(), data };
    await insertDelivery(trx, { id, kind: type, channel: 'webhook', endpointId: endpoint.id, payload: event, ref, now, ...(secrets ? { secrets } : {}) });
    ids.push(id);
  }
  return ids;
}

/**
 * Queue a webhook event to a partner's own webhook (its URL and secret are read from
 * `partners` when it is sent, signed with the partner's secret); returns the delivery's id.
 * The caller checks that the partner is active and has a webhook.
 */
export async function enqueuePartnerWebhookEvent(
  trx: Knex.Transaction,
  type: string,
  data: unknown,
  partnerId: string,
  ref: DeliveryRef,
  { now = new Date() }: EnqueueOptions = {},
): Promise<string> {
  const id = randomUUID();
  const event: WebhookEvent = { type, id, createdAt: now.toISOString(), data };
  await insertDelivery(trx, { id, kind: type, channel: 'webhook', endpointId: null, partnerId, payload: event, ref, now });
  return id;
}
