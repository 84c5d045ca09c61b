/**
 * Signed webhook POSTs (the Stripe scheme): the body is the event's JSON, and
 * `Joognoo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`
 * lets the receiver check who sent it and when. The signature covers the body, not the
 * headers, so receivers deduplicate by the body's `id` (the stable delivery id, also sent as
 * `Joognoo-Delivery`). A 2xx answer within 5 s is delivered; anything else is retried.
 *
 * The target is checked again when connecting (the URL was checked when it was saved): its
 * host, and every address its name resolves to, must be public (security/public-host.ts)
 * unless WEBHOOK_ALLOW_PRIVATE_TARGETS is on, and the socket connects to the address that was
 * checked. What is recorded of a failure is "target refused", the HTTP status, or that no
 * answer came: never the socket's error, an address or a port (the delivery log is shown in
 * the back office and must not tell what listens on the server's network).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isRefusedHostname, publicOnlyLookup, TARGET_REFUSED_CODE, type Resolve } from '../security/public-host.ts';
import type { SendResult } from './result.ts';

export const WEBHOOK_TIMEOUT_MS = 5_000;
export const SIGNATURE_HEADER = 'Joognoo-Signature';
export const DELIVERY_HEADER = 'Joognoo-Delivery';
/** The recorded error of a webhook whose host or resolved address is not public. */
export const WEBHOOK_TARGET_REFUSED = 'Webhook target refused: not a public address';
/** The recorded error of a webhook that got no answer (no connection, TLS failure, timeout...). */
export const WEBHOOK_NO_ANSWER = 'Webhook POST failed: no answer from the receiver';

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

export interface PostWebhookOptions {
  timeoutMs?: number;
  unixSeconds?: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: connect to loopback and private targets too. */
  allowPrivateTargets?: boolean;
  /** The resolver behind the public-only lookup (tests inject one); default the system's. */
  resolve?: Resolve;
}

// Kept-alive connections per kind of target: a socket made for a private target is never
// handed to a request that must reach a public one.
const publicLookup = publicOnlyLookup();
const agents = {
  public: { 'http:': new http.Agent({ keepAlive: true, lookup: publicLookup }), 'https:': new https.Agent({ keepAlive: true, lookup: publicLookup }) },
  any: { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) },
};

export async function postWebhook(
  target: { url: string; secret: string },
  deliveryId: string,
  body: string,
  { timeoutMs = WEBHOOK_TIMEOUT_MS, unixSeconds = Math.floor(Date.now() / 1000), allowPrivateTargets = false, resolve }: PostWebhookOptions = {},
): Promise<SendResult> {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return { ok: false, permanent: true, response: null, error: 'Webhook URL is not a URL' };
  }
  const protocol = url.protocol === 'https:' || url.protocol === 'http:' ? url.protocol : undefined;
  if (!protocol) return { ok: false, permanent: true, response: null, error: 'Webhook URL is not http(s)' };
  // An address literal is not resolved (the lookup is not called): it is judged here.
  if (!allowPrivateTargets && isRefusedHostname(url.hostname)) return refused();
  const transport = protocol === 'https:' ? https : http;
  const agent = allowPrivateTargets ? agents.any[protocol] : resolve ? undefined : agents.public[protocol];
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'User-Agent': 'Joognoo-Webhooks/1',
    [DELIVERY_HEADER]: deliveryId,
    [SIGNATURE_HEADER]: signWebhook(target.secret, body, unixSeconds),
  };
  return new Promise<SendResult>((settle) => {
    let settled = false;
    const done = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle(result);
    };
    const noAnswer = (detail: string) => done({ ok: false, permanent: false, response: null, error: WEBHOOK_NO_ANSWER, detail });
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers,
        // An injected resolver gets a connection of its own (no pooled socket).
        ...(agent ? { agent } : { agent: false, lookup: publicOnlyLookup(resolve) }),
      },
      (response) => {
        // Read (and drop) the answer so the connection can be reused; its content does not matter.
        response.resume();
        response.on('error', () => undefined);
        response.on('close', () => noAnswer('answer cut off'));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          done(status >= 200 && status < 300 ? { ok: true, response: String(status) } : { ok: false, permanent: false, response: String(status), error: `Webhook answered ${status}` });
        });
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      noAnswer(`no answer within ${timeoutMs} ms`);
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === TARGET_REFUSED_CODE) done(refused());
      else noAnswer(error.code ?? 'error');
    });
    request.end(body);
  });
}

function refused(): SendResult {
  return { ok: false, permanent: true, response: null, error: WEBHOOK_TARGET_REFUSED };
}
