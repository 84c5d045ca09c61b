/**
 * Confirmation e-mails to visitors (an application's receipt, the newsletter's double
 * opt-in) go to whatever address a form was given, so anyone can aim them at anyone. Two
 * rules keep them from being a channel for someone else's mail: they carry no text the
 * visitor typed (only our own words, the job title, a reference, a link), and at most
 * CONFIRMATION_EMAILS_PER_DAY of one kind go to one address in 24 hours. Past that the form
 * is stored and answered as always; the e-mail's delivery row is written as `skipped` with the
 * reason in `last_error` and without its content, and no worker sends it.
 */
import type { Transaction } from '../../db/index.ts';
import { toDbTime } from '../../db/columns.ts';
import { REDACTED_PAYLOAD, enqueueEmail, type DeliveryRef, type DeliveryStatus, type EmailMessage, type EnqueueOptions, type PayloadSecrets } from './outbox.ts';

/** At most this many confirmation e-mails of one kind to one address per 24 hours (a fixed rule, not a setting). */
export const CONFIRMATION_EMAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The status of a delivery row that was recorded but is never sent. */
export const SKIPPED_STATUS = 'skipped' satisfies DeliveryStatus;
export const CONFIRMATION_SKIPPED_REASON = `Not sent: ${CONFIRMATION_EMAILS_PER_DAY} e-mails of this kind went to this address in the last 24 hours`;

/**
 * Queues a confirmation e-mail to `message.to` (also the ref's `personEmail`) in the caller's transaction, or records it as
 * skipped when the address already had CONFIRMATION_EMAILS_PER_DAY of `kind` in 24 hours
 * (skipped ones do not count). Returns the delivery id and whether it will be sent.
 */
export async function enqueueConfirmationEmail(
  trx: Transaction,
  kind: string,
  message: EmailMessage,
  ref: DeliveryRef,
  { now = new Date(), secrets }: EnqueueOptions & { secrets?: PayloadSecrets } = {},
): Promise<{ id: string; sent: boolean }> {
  const to = message.to.trim().toLowerCase();
  const [row] = await trx('deliveries')
    .where({ kind, channel: 'email', person_email: to })
    .whereNot({ status: SKIPPED_STATUS })
    .where('created_at', '>', toDbTime(trx, new Date(now.getTime() - DAY_MS)))
    .count({ n: '*' });
  const id = await enqueueEmail(trx, kind, message, ref, { now, ...(secrets ? { secrets } : {}) });
  if (Number(row?.n ?? 0) < CONFIRMATION_EMAILS_PER_DAY) return { id, sent: true };
  await trx('deliveries').where({ id }).update({ status: SKIPPED_STATUS, payload: REDACTED_PAYLOAD, secrets_encrypted: null, last_error: CONFIRMATION_SKIPPED_REASON });
  return { id, sent: false };
}
