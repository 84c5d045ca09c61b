/**
 * The delivery worker: claims due deliveries with a lease (./store.ts), sends them (SMTP or
 * .eml for e-mails, signed POSTs for webhooks), and records every attempt. Failures are
 * retried with full-jitter exponential backoff until DELIVERY_BACKOFF's give-up time, then
 * the delivery is dead (`pnpm leads:redeliver` re-queues it). Up to DELIVERY_CONCURRENCY
 * sends are in flight at once; a freed slot is refilled at once while work is due.
 *
 * The clock and the random source are injectable: tests move time instead of waiting.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { buffer } from 'node:stream/consumers';
import { cvStorage } from '../media/index.ts';
import { applicationsService } from '../applications/service.ts';
import { partnersRepository } from '../partners/store.ts';
import { retryDelayMs } from './backoff.ts';
import { webhookTarget, type WebhookTarget } from './store/endpoints.ts';
import { createMailer, MAIL_DIR_NAME, type MailAttachment, type Mailer } from './mail.ts';
import { hasSealedSecrets, unsealSecrets, type EmailMessage } from './store/outbox.ts';
import type { SendResult } from './result.ts';
import { claimDue, claimStrategy, recordAttempts, type AttemptRecord, type ClaimStrategy, type ClaimedDelivery } from './store/claims.ts';
import { postWebhook, type PostWebhookOptions } from './webhook.ts';
import type { Resolve } from '../security/public-host.ts';

/** An e-mail refused with a 5xx reply is dead on this try (a 4xx reply is retried as long as any failure). */
export const SMTP_PERMANENT_TRIES = 3;
/** How long a stopping worker waits for its sends in flight; after that their leases lapse. */
const STOP_GRACE_MS = 10_000;
/** How long an endpoint's URL and secret are reused before they are read again. */
const TARGET_CACHE_MS = 5_000;
/** Why an e-mail whose links were dropped (it died before) or cannot be decrypted is not sent. */
export const SECRETS_GONE = 'The links of this delivery are gone (it died before, or its key was removed): the person has to ask for a new one';
/** How often a running worker erases the applications past APPLICATION_RETENTION_DAYS. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type WorkerConfig = Pick<Config, 'delivery' | 'mail' | 'dataDir' | 'integrationKeys' | 'applications' | 'nodeEnv' | 'webhookAllowPrivateTargets'>;

export interface DeliveryWorkerOptions {
  db: Database;
  config: WorkerConfig;
  logger: Logger;
  /** The scheduling clock (claims, retry times); default: the real one. */
  now?: () => Date;
  /** The jitter source, 0 <= x < 1; default Math.random. */
  random?: () => number;
  mailer?: Mailer;
  /** Options for webhook POSTs (tests shorten the timeout). */
  webhookTimeoutMs?: number;
  /** The resolver of webhook hosts (tests inject one); default the system's. */
  webhookResolve?: Resolve;
}

export interface DeliveryWorker {
  readonly id: string;
  /** Starts the loop (claim, send, record; poll every DELIVERY_POLL_MS when idle). */
  start(): void;
  /** Stops claiming, waits (up to 10 s) for sends in flight, closes the mailer. */
  stop(): Promise<void>;
  /** One claim of up to DELIVERY_CONCURRENCY due deliveries, all sent; the number sent (tests, tools). */
  runOnce(): Promise<number>;
  /** runOnce until nothing is due. */
  drain(): Promise<number>;
  /**
   * Erases the job applications older than APPLICATION_RETENTION_DAYS (by the worker's
   * clock) with their notes, status changes, pending deliveries and CV files; the number
   * erased. A started worker runs it at start and then hourly.
   */
  sweepRetention(): Promise<number>;
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, config, logger } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const mailer = options.mailer ?? createMailer(config, logger);
  const { concurrency, leaseMs, pollMs, backoff } = config.delivery;
  const refillBatch = Math.max(1, Math.floor(concurrency / 4));
  const id = `${os.hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let claims = 0;
  let strategy: Promise<ClaimStrategy> | undefined;
  const targets = new Map<number, { target: WebhookTarget | undefined; readAt: number }>();
  const partners = partnersRepository(db, config.integrationKeys);
  const partnerTargets = new Map<string, { target: { url: string; secret: string } | undefined; readAt: number }>();
  const applications = applicationsService(db);
  const cvs = cvStorage(config);
  const webhookOptions: PostWebhookOptions = {
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    ...(options.webhookTimeoutMs ? { timeoutMs: options.webhookTimeoutMs } : {}),
    ...(options.webhookResolve ? { resolve: options.webhookResolve } : {}),
  };
  let lastSweep = Number.NEGATIVE_INFINITY;
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function target(endpointId: number): Promise<WebhookTarget | undefined> {
    const cached = targets.get(endpointId);
    if (cached && performance.now() - cached.readAt < TARGET_CACHE_MS) return cached.target;
    const fresh = await webhookTarget(db, config.integrationKeys, endpointId);
    targets.set(endpointId, { target: fresh, readAt: performance.now() });
    return fresh;
  }

  /** An active partner's webhook (URL and its own secret); undefined once deactivated or removed. */
  async function partnerTarget(partnerId: string): Promise<{ url: string; secret: string } | undefined> {
    const cached = partnerTargets.get(partnerId);
    if (cached && performance.now() - cached.readAt < TARGET_CACHE_MS) return cached.target;
    const fresh = (await partners.find(partnerId))?.active ? await partners.webhook(partnerId) : undefined;
    partnerTargets.set(partnerId, { target: fresh, readAt: performance.now() });
    return fresh;
  }

  /** The files an e-mail names, read now; undefined when one is gone (its application erased). */
  async function attachmentsOf(message: EmailMessage): Promise<MailAttachment[] | undefined> {
    const files: MailAttachment[] = [];
    for (const ref of message.attachments ?? []) {
      const object = await cvs.get(ref.key);
      if (!object) return undefined;
      files.push({ filename: ref.filename, contentType: ref.contentType, content: await buffer(object.body) });
    }
    return files;
  }

  /** The payload as composed (its live tokens put back), or undefined when they are gone or unreadable. */
  function composedPayload(delivery: ClaimedDelivery): string | undefined {
    if (delivery.secretsEncrypted === null) return hasSealedSecrets(delivery.payload) ? undefined : delivery.payload;
    try {
      return unsealSecrets(config.integrationKeys, delivery.id, delivery.payload, delivery.secretsEncrypted);
    } catch {
      return undefined;
    }
  }

  async function send(delivery: ClaimedDelivery): Promise<SendResult> {
    if (delivery.channel === 'email') {
      const message = JSON.parse(composedPayload(delivery) ?? 'null') as EmailMessage | null;
      if (!message) return { ok: false, permanent: true, response: null, error: SECRETS_GONE };
      const attachments = await attachmentsOf(message);
      if (!attachments) return { ok: false, permanent: true, response: null, error: 'An attached file is gone (its application was erased)' };
      return mailer.send(delivery.id, message, attachments);
    }
    const payload = composedPayload(delivery);
    if (payload === undefined) return { ok: false, permanent: true, response: null, error: SECRETS_GONE };
    if (delivery.partnerId !== null) {
      const partner = await partnerTarget(delivery.partnerId);
      if (!partner) return { ok: false, permanent: true, response: null, error: "The partner's webhook was removed or the partner deactivated" };
      return postWebhook(partner, delivery.id, payload, webhookOptions);
    }
    const endpoint = delivery.endpointId === null ? undefined : await target(delivery.endpointId);
    if (!endpoint?.enabled) {
      return { ok: false, permanent: true, response: null, error: 'The webhook endpoint was removed or disabled' };
    }
    return postWebhook(endpoint, delivery.id, payload, webhookOptions);
  }

  /** What an attempt's result means for the delivery. */
  function decide(delivery: ClaimedDelivery, result: SendResult, attemptedAt: Date): Pick<AttemptRecord, 'outcome' | 'nextAttemptAt'> {
    if (result.ok) return { outcome: 'delivered', nextAttemptAt: null };
    const tries = delivery.attempts + 1;
    const refused = result.permanent && (delivery.channel === 'webhook' || tries >= SMTP_PERMANENT_TRIES);
    const expired = attemptedAt.getTime() - delivery.retrySince.getTime() >= backoff.giveUpMs;
    if (refused || expired) return { outcome: 'dead', nextAttemptAt: null };
    return { outcome: 'retry', nextAttemptAt: new Date(attemptedAt.getTime() + retryDelayMs(tries, backoff, random)) };
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const started = performance.now();
    let result: SendResult;
    try {
      result = await send(delivery);
    } catch (error) {
      result = { ok: false, permanent: false, response: null, error: `Send failed: ${(error as Error).message ?? String(error)}`.split('\n', 1)[0]! };
    }
    const attemptedAt = now();
    const decision = decide(delivery, result, attemptedAt);
    const attempt: AttemptRecord = {
      ...decision,
      response: result.response,
      error: result.ok ? null : result.error,
      attemptedAt,
      durationMs: performance.now() - started,
      worker: id,
    };
    const entry = {
      delivery: delivery.id,
      kind: delivery.kind,
      channel: delivery.channel,
      attempt: delivery.attempts + 1,
      outcome: decision.outcome,
      ...(!result.ok && result.detail ? { detail: result.detail } : {}),
    };
    try {
      const held = await record(delivery, attempt);
      if (!held) logger.warn({ msg: 'delivery lease lost', ...entry });
    } catch (error) {
      // The lease lapses and the delivery is sent again: at least once, never lost.
      logger.error({ msg: 'delivery attempt not recorded', ...entry, error: (error as { code?: string }).code ?? (error as Error).message });
      return;
    }
    if (decision.outcome === 'delivered') logger.info({ msg: 'delivered', ...entry, response: result.response });
    else if (decision.outcome === 'dead') logger.error({ msg: 'delivery dead', ...entry, response: result.response, error: attempt.error });
    else logger.warn({ msg: 'delivery failed', ...entry, response: result.response, error: attempt.error, nextAttemptAt: decision.nextAttemptAt?.toISOString() });
  }

  // Group commit: attempts that finish while a write is under way are written together next.
  let queued: { delivery: ClaimedDelivery; attempt: AttemptRecord; settle: (held: boolean) => void; fail: (error: unknown) => void }[] = [];
  let writing = false;
  function record(delivery: ClaimedDelivery, attempt: AttemptRecord): Promise<boolean> {
    return new Promise((settle, fail) => {
      queued.push({ delivery, attempt, settle, fail });
      if (!writing) void writeQueued();
    });
  }
  async function writeQueued(): Promise<void> {
    writing = true;
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        const held = await recordAttempts(db, batch);
        batch.forEach((item, index) => item.settle(held[index]!));
      } catch (error) {
        for (const item of batch) item.fail(error);
      }
    }
    writing = false;
  }

  async function claim(limit: number): Promise<ClaimedDelivery[]> {
    strategy ??= claimStrategy(db).catch((error: unknown) => {
      strategy = undefined;
      throw error;
    });
    claims += 1;
    return claimDue(db, await strategy, { now: now(), limit, leaseMs, lease: `${id}:${claims}` });
  }

  function track(delivery: ClaimedDelivery): void {
    const task = deliver(delivery).finally(() => {
      inFlight.delete(task);
      wake?.();
    });
    inFlight.add(task);
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function sweepRetention(): Promise<number> {
    const { retentionDays } = config.applications;
    const { erased, cvKeys, deliveryIds } = await applications.eraseCreatedBefore(new Date(now().getTime() - retentionDays * DAY_MS));
    // Without SMTP_URL their e-mails were written as .eml files (the hiring one with the CV).
    for (const deliveryId of deliveryIds) await rm(path.join(config.dataDir, MAIL_DIR_NAME, `${deliveryId}.eml`), { force: true }).catch(() => undefined);
    let files = 0;
    for (const key of cvKeys) {
      try {
        await cvs.delete(key);
        files += 1;
      } catch (error) {
        logger.error({ msg: 'cv file not deleted (retention)', key, error: (error as { code?: string }).code ?? String(error) });
      }
    }
    if (erased > 0) logger.info({ msg: 'applications erased (retention)', erased, files, retentionDays });
    return erased;
  }

  async function run(): Promise<void> {
    while (running) {
      if (performance.now() - lastSweep >= RETENTION_SWEEP_INTERVAL_MS) {
        lastSweep = performance.now();
        await sweepRetention().catch((error: unknown) =>
          logger.warn({ msg: 'application retention sweep failed', error: (error as { code?: string }).code ?? (error as Error).message }),
        );
      }
      const free = concurrency - inFlight.size;
      // Refill in batches (a quarter of the slots, or when idle): one claim per finished send
      // would cost a transaction each.
      if (free <= 0 || (inFlight.size > 0 && free < refillBatch)) {
        await pause(pollMs); // woken when a send finishes
        continue;
      }
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await claim(free);
      } catch (error) {
        logger.warn({ msg: 'delivery claim failed', error: (error as { code?: string }).code ?? (error as Error).message });
      }
      for (const delivery of claimed) track(delivery);
      // Nothing more due: sleep (a finished send wakes the loop to look again).
      if (claimed.length < free && running) await pause(pollMs);
    }
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      logger.info({ msg: 'delivery worker started', worker: id, concurrency });
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, STOP_GRACE_MS);
        timer.unref();
      });
      await Promise.race([Promise.allSettled([...inFlight]), grace]);
      clearTimeout(timer);
      mailer.close();
    },
    async runOnce() {
      const claimed = await claim(concurrency);
      await Promise.all(claimed.map((delivery) => deliver(delivery)));
      return claimed.length;
    },
    async drain() {
      let total = 0;
      for (let sent = await this.runOnce(); sent > 0; sent = await this.runOnce()) total += sent;
      return total;
    },
    sweepRetention,
  };
}

/** One line each: e-mails go to .eml files without SMTP_URL; a server with DELIVERY_WORKER=off sends nothing itself. */
export function warnAboutDelivery(config: WorkerConfig, logger: Logger, { server }: { server: boolean }): void {
  if (!config.mail.smtpUrl) {
    logger.warn({ msg: 'SMTP_URL is not set: e-mails are written as .eml files, not sent', directory: path.join(config.dataDir, MAIL_DIR_NAME) });
  }
  if (config.webhookAllowPrivateTargets && config.nodeEnv === 'production') {
    logger.warn({ msg: 'WEBHOOK_ALLOW_PRIVATE_TARGETS=true: webhooks may be sent to loopback, private and link-local addresses of this machine and its networks' });
  }
  if (server && config.delivery.worker === 'off') {
    logger.info({ msg: 'DELIVERY_WORKER=off: e-mails and webhooks are sent only by `pnpm worker` processes' });
  }
}
