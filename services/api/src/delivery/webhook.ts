/**
 * Signed webhook POSTs (the Stripe scheme): the body is the event's JSON, and
 * `Joognoo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`
 * lets the receiver check who sent it and when. The signature covers the body, not the
 * headers, so receivers deduplicate by the body's `id` (the stable delivery id, also sent as
 * `Joognoo-Delivery`). A 2xx answer within 5 s is delivered; anything else is retried.
 */
import { createHmac } from 'node:crypto';
import type { SendResult } from './result.ts';

export const WEBHOOK_TIMEOUT_MS = 5_000;
export const SIGNATURE_HEADER = 'Joognoo-Signature';
export const DELIVERY_HEADER = 'Joognoo-Delivery';

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

export async function postWebhook(
  target: { url: string; secret: string },
  deliveryId: string,
  body: string,
  { timeoutMs = WEBHOOK_TIMEOUT_MS, unixSeconds = Math.floor(Date.now() / 1000) } = {},
): Promise<SendResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Joognoo-Webhooks/1',
        [DELIVERY_HEADER]: deliveryId,
        [SIGNATURE_HEADER]: signWebhook(target.secret, body, unixSeconds),
      },
      body,
    });
  } catch (error) {
    const reason = signal.aborted ? `no answer within ${timeoutMs} ms` : describeFetchError(error);
    return { ok: false, permanent: false, response: null, error: `Webhook POST failed: ${reason}` };
  }
  // Read (and drop) the answer so the connection can be reused; its content does not matter.
  await response.arrayBuffer().catch(() => undefined);
  const status = String(response.status);
  if (response.status >= 200 && response.status < 300) return { ok: true, response: status };
  return { ok: false, permanent: false, response: status, error: `Webhook answered ${status}` };
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}
