/**
 * Lead delivery under faults, on MariaDB: the webhook receiver down for a
 * simulated 10 minutes while 300 leads arrive (a worker with an injected clock: no real
 * wait); the API SIGKILLed mid-delivery and restarted; two `pnpm worker` processes on one
 * database; an SMTP server answering 451, then 250; job applications while the API
 * is SIGKILLed mid-submission and mid-delivery. Receivers are real loopback servers; the
 * webhook receiver checks every signature, counts each Joognoo-Delivery id and records how
 * many POSTs of one id were in flight at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanAttribution } from '@joognoo/schemas';
import { seed } from '../src/db/seed.ts';
import { pdfBytes } from '../test/cv-files.ts';
import { fixtureContent } from '../test/fixtures.ts';
import { syncConfiguredEndpoint } from '../src/delivery/endpoints.ts';
import { createDeliveryWorker } from '../src/delivery/worker.ts';
import { leadsRepository } from '../src/repositories/leads.ts';
import { silentLogger } from '../src/logger.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { SmtpReceiver, WebhookReceiver } from '../test/receivers.ts';
import { ApiProcess, contactLead, pool, timedPost, waitUntil } from './harness.ts';

const SECRET = 'whsec_fault_0123456789abcdef';
const MINUTE = 60_000;

async function webhookRows(database: TestDatabase): Promise<{ id: string; status: string; attempts: number }[]> {
  return database.db('deliveries').select('id', 'status', 'attempts').where({ channel: 'webhook' });
}

interface Rig {
  database: TestDatabase;
  hooks: WebhookReceiver;
  smtp: SmtpReceiver;
  /** Absent when the block starts its own processes. */
  api: ApiProcess;
}

/**
 * The set-up of one describe block: a fresh MariaDB database, a webhook receiver checking
 * SECRET, an SMTP receiver and, when `apiEnv` is given, an API process with that environment
 * (it may read the receivers' URLs); all torn down after the block.
 */
function faultRig(options: { hookDelayMs?: number; apiEnv?: (rig: Omit<Rig, 'api'>) => Record<string, string> } = {}): Rig {
  const rig = {} as Rig;
  beforeAll(async () => {
    rig.database = await createTestDatabase('mariadb');
    rig.hooks = await WebhookReceiver.start(SECRET);
    rig.hooks.delayMs = options.hookDelayMs ?? 0;
    rig.smtp = await SmtpReceiver.start();
    if (options.apiEnv) rig.api = await ApiProcess.start({ databaseUrl: rig.database.config.databaseUrl!, env: options.apiEnv(rig) });
  });
  afterAll(async () => {
    await rig.api?.stop();
    await rig.hooks?.stop();
    await rig.smtp?.close();
    await rig.database?.drop();
  });
  return rig;
}

describe('the webhook receiver down for 10 simulated minutes while 300 leads arrive', () => {
  // The test runs the worker itself, on a clock it moves.
  const rig = faultRig({ apiEnv: ({ hooks }) => ({ DELIVERY_WORKER: 'off', LEAD_WEBHOOK_URL: hooks.url, LEAD_WEBHOOK_SECRET: SECRET }) });

  it('delivers every lead exactly once by id after the receiver returns', async () => {
    await rig.hooks.stop();
    const started = Date.now();
    let offset = 0; // simulated time ahead of the real clock
    const worker = createDeliveryWorker({
      db: rig.database.db,
      config: { ...rig.database.config, dataDir: rig.api.dataDir, delivery: { ...rig.database.config.delivery, concurrency: 32 } },
      logger: silentLogger,
      now: () => new Date(Date.now() + offset),
    });
    // 10 simulated minutes in 30-second steps: 15 leads arrive in each, then whatever is due is sent.
    const statuses: number[] = [];
    let failedTries = 0;
    for (let step = 0; step < 20; step++) {
      statuses.push(...(await pool(15, 15, async (index) => (await timedPost(`${rig.api.url}/api/contact`, contactLead(`down-${step}-${index}`))).status)));
      offset += 30_000;
      failedTries += await worker.drain();
    }
    expect(statuses).toEqual(Array(300).fill(201));
    expect(rig.hooks.accepted.size).toBe(0);
    const down = await webhookRows(rig.database);
    expect(down).toHaveLength(300);
    expect(down.every((row) => row.status === 'pending' && row.attempts >= 1)).toBe(true);

    await rig.hooks.start();
    // Back: within an hour of simulated time every retry has come due (no wait exceeds 1 h).
    for (let step = 0; step < 60; step++) {
      offset += MINUTE;
      await worker.drain();
    }
    await worker.stop();
    const rows = await webhookRows(rig.database);
    expect(rows.filter((row) => row.status !== 'delivered')).toEqual([]);
    expect([...rig.hooks.accepted.keys()].sort()).toEqual(rows.map((row) => row.id).sort());
    expect([...rig.hooks.accepted.values()].every((count) => count === 1)).toBe(true);
    expect(rig.hooks.received.every((hook) => hook.signatureValid)).toBe(true);
    process.stdout.write(
      `receiver down: 300 leads, ${failedTries} sends while down (e-mails included), all 300 delivered once after it returned (${Date.now() - started} ms real time)\n`,
    );
  });
});

describe('the API SIGKILLed mid-delivery', () => {
  const rig = faultRig({
    hookDelayMs: 200, // sends stay in flight long enough to be cut
    apiEnv: ({ hooks }) => ({
      LEAD_WEBHOOK_URL: hooks.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      DELIVERY_LEASE_SECONDS: '2',
      DELIVERY_POLL_MS: '50',
      DELIVERY_CONCURRENCY: '8',
    }),
  });

  it('delivers every job after the restart (at least once; the receiver deduplicates by id)', async () => {
    const statuses = await pool(120, 16, async (index) => (await timedPost(`${rig.api.url}/api/contact`, contactLead(`kill-${index}`))).status);
    expect(statuses).toEqual(Array(120).fill(201));
    await waitUntil('some webhooks to arrive', () => rig.hooks.received.length >= 10, { timeoutMs: 30_000 });
    const exit = await rig.api.kill('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    const before = rig.hooks.accepted.size;
    expect(before).toBeLessThan(120);
    const inFlight = await rig.database.db('deliveries').whereNotNull('leased_by').count<{ n: number }[]>({ n: '*' });
    await rig.api.restart();
    await waitUntil('every webhook delivered', async () => (await webhookRows(rig.database)).every((row) => row.status === 'delivered'), {
      timeoutMs: 60_000,
      intervalMs: 200,
    });
    const rows = await webhookRows(rig.database);
    expect(rows).toHaveLength(120);
    expect([...rig.hooks.accepted.keys()].sort()).toEqual(rows.map((row) => row.id).sort());
    const emails = await rig.database.db('deliveries').where({ channel: 'email' }).whereNot({ status: 'delivered' });
    expect(emails).toEqual([]);
    const repeats = [...rig.hooks.accepted.values()].filter((count) => count > 1).length;
    process.stdout.write(
      `SIGKILL mid-delivery: ${before}/120 webhooks accepted before the kill, ${Number(inFlight[0]?.n ?? 0)} leased at the kill, all 120 after the restart (${repeats} sent twice, deduplicated by id)\n`,
    );
  });
});

describe('two worker processes on one MariaDB', () => {
  const rig = faultRig({ hookDelayMs: 5 });
  let workers: ApiProcess[] = [];
  beforeAll(async () => {
    await syncConfiguredEndpoint(rig.database.db, rig.database.config.integrationKeys, { url: rig.hooks.url, secret: SECRET });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  it('never sends one job from both at once, and each job exactly once', async () => {
    const leads = leadsRepository(rig.database.db, rig.database.config.mail);
    for (let index = 0; index < 300; index++) {
      const lead = contactLead(`two-${index}`) as unknown as Parameters<typeof leads.createContactRequest>[0];
      await leads.createContactRequest({ ...lead, source: '', service: '', origin: null, partnerId: null, ...cleanAttribution(undefined) });
    }
    const env = { DELIVERY_POLL_MS: '20', DELIVERY_CONCURRENCY: '16' };
    workers = await Promise.all(
      [1, 2].map(() => ApiProcess.start({ databaseUrl: rig.database.config.databaseUrl!, script: 'src/worker-main.ts', env })),
    );
    await waitUntil('every delivery sent', async () => {
      const left = await rig.database.db('deliveries').whereNot({ status: 'delivered' }).count<{ n: number }[]>({ n: '*' });
      return Number(left[0]?.n) === 0;
    }, { timeoutMs: 60_000, intervalMs: 100 }).catch(async (error: unknown) => {
      const statuses = await rig.database.db('deliveries').select('status', 'channel').count({ n: '*' }).groupBy('status', 'channel');
      throw new Error(`${(error as Error).message}: ${JSON.stringify(statuses)}\n${workers.map((worker) => worker.output.slice(-3000)).join('\n---\n')}`);
    });
    expect(rig.hooks.maxConcurrentPerId).toBe(1);
    expect(rig.hooks.accepted.size).toBe(300);
    expect([...rig.hooks.accepted.values()].every((count) => count === 1)).toBe(true);
    const byWorker = await rig.database.db('delivery_attempts').where({ outcome: 'delivered' }).select('worker').count<{ worker: string; n: number }[]>({ n: '*' }).groupBy('worker');
    expect(byWorker).toHaveLength(2); // both took part
    // 300 webhooks + 300 e-mails, each delivered once (a send that timed out on this loaded machine is retried: more attempts, not more deliveries)
    expect(byWorker.reduce((sum, row) => sum + Number(row.n), 0)).toBe(600);
    process.stdout.write(`two workers: 600 deliveries, split ${byWorker.map((row) => row.n).join(' / ')}, none sent twice or concurrently\n`);
  });
});

describe('an SMTP server answering 451, then 250', () => {
  const rig = faultRig({
    apiEnv: ({ smtp }) => ({ SMTP_URL: smtp.url, SALES_EMAIL: 'sales@joognoo.test', DELIVERY_POLL_MS: '50', DELIVERY_BACKOFF: '200ms,1s,1h' }),
  });

  it('delivers the e-mail on the retry', async () => {
    rig.smtp.replies = [451];
    expect((await timedPost(`${rig.api.url}/api/contact`, contactLead('smtp-451'))).status).toBe(201);
    await waitUntil('the e-mail to arrive', () => rig.smtp.messages.length === 1, { timeoutMs: 20_000 });
    const row = await rig.database.db('deliveries').where({ channel: 'email' }).first();
    expect(rig.smtp.messages[0]!.parsed.headers.get('joognoo-delivery')).toBe(row.id);
    await waitUntil('the attempt to be recorded', async () => (await rig.database.db('deliveries').where({ id: row.id }).first()).status === 'delivered');
    const attempts = await rig.database.db('delivery_attempts').where({ delivery_id: row.id }).orderBy('id');
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['retry', 'delivered']);
    expect(attempts[0].response).toMatch(/^451 /);
    expect(attempts[1].response).toMatch(/^250 /);
  });
});

/** A multipart application with an Idempotency-Key; status 0 when no answer came (the API was down). */
async function postApplication(url: string, id: string, cv: Buffer): Promise<{ status: number; text: string }> {
  const data = new FormData();
  for (const [name, value] of Object.entries({ firstName: 'Ann', lastName: 'Lee', email: `applicant-${id}@example.com`, consent: 'true' })) data.append(name, value);
  data.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), `${id}.pdf`);
  try {
    const response = await fetch(`${url}/api/jobs/job-1/applications`, { method: 'POST', body: data, headers: { 'Idempotency-Key': `apply-${id}` }, signal: AbortSignal.timeout(15_000) });
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

describe('job applications while the API is SIGKILLed mid-submission and mid-delivery', () => {
  const rig = faultRig({
    hookDelayMs: 200, // sends stay in flight long enough to be cut
    apiEnv: ({ hooks, smtp }) => ({
      LEAD_WEBHOOK_URL: hooks.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      SMTP_URL: smtp.url,
      SALES_EMAIL: 'sales@joognoo.test',
      HIRING_EMAIL: 'hiring@joognoo.test',
      DELIVERY_LEASE_SECONDS: '2',
      DELIVERY_POLL_MS: '50',
      DELIVERY_CONCURRENCY: '8',
    }),
  });
  beforeAll(async () => {
    await seed(rig.database.db, fixtureContent);
  });

  it('loses no acknowledged application: each stored once, its CV kept, its e-mails (CV attached) and event delivered', async () => {
    const count = 60;
    const cvs = Array.from({ length: count }, (_, index) => pdfBytes({ padTo: 20_000 + index }));
    let answered = 0;
    const killer = (async () => {
      await waitUntil('some application events to arrive', () => rig.hooks.received.length >= 5, { timeoutMs: 60_000, intervalMs: 10 });
      const exit = await rig.api.kill('SIGKILL');
      await rig.api.restart();
      return { exit, answeredAtKill: answered };
    })();
    const outcomes = await pool(count, 8, async (index) => {
      let retries = 0;
      for (;;) {
        const result = await postApplication(rig.api.url, `a${index}`, cvs[index]!);
        if (result.status !== 0 && result.status !== 503) {
          answered++;
          return { ...result, retries };
        }
        retries++;
        await sleep(100);
      }
    });
    const { exit, answeredAtKill } = await killer;
    expect(exit.signal).toBe('SIGKILL');
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(count).fill(201));
    const references = outcomes.map((outcome) => (JSON.parse(outcome.text) as { reference: string }).reference);

    // Each acknowledged application exactly once, with its CV on disk, byte for byte.
    const rows: { reference: string; email: string; cv_storage_key: string }[] = await rig.database.db('job_applications').select('reference', 'email', 'cv_storage_key');
    expect(rows.map((row) => row.reference).sort()).toEqual([...references].sort());
    const cvDir = path.join(rig.api.dataDir, 'private', 'cvs');
    for (const row of rows) {
      const index = Number(/applicant-a(\d+)@/.exec(row.email)![1]);
      expect(fs.readFileSync(path.join(cvDir, row.cv_storage_key)).equals(cvs[index]!)).toBe(true);
    }
    const orphans = fs.readdirSync(cvDir).filter((file) => !file.startsWith('.') && !rows.some((row) => row.cv_storage_key === file));

    await waitUntil(
      'every application delivery to be sent',
      async () => (await rig.database.db('deliveries').whereNot({ status: 'delivered' }).count<{ n: number }[]>({ n: '*' }))[0]!.n == 0,
      { timeoutMs: 90_000, intervalMs: 200 },
    );
    const deliveries: { id: string; kind: string }[] = await rig.database.db('deliveries').select('id', 'kind');
    expect(deliveries.filter((row) => row.kind === 'application.created')).toHaveLength(count);
    expect(deliveries.filter((row) => row.kind === 'application.email')).toHaveLength(count);
    expect(deliveries.filter((row) => row.kind === 'application.confirmation')).toHaveLength(count);
    const events = deliveries.filter((row) => row.kind === 'application.created').map((row) => row.id);
    expect(events.every((id) => (rig.hooks.accepted.get(id) ?? 0) >= 1)).toBe(true);
    expect(rig.hooks.received.every((hook) => hook.signatureValid)).toBe(true);
    for (const [index, reference] of references.entries()) {
      const mail = rig.smtp.messages.find((message) => message.envelopeTo.includes('hiring@joognoo.test') && message.parsed.subject?.includes(reference));
      expect(mail, reference).toBeDefined();
      expect(mail!.parsed.attachments[0]!.content.equals(cvs[index]!)).toBe(true);
    }
    const retried = outcomes.filter((outcome) => outcome.retries > 0).length;
    const repeats = [...rig.hooks.accepted.values()].filter((n) => n > 1).length;
    process.stdout.write(
      `applications under SIGKILL: ${count} acknowledged (${answeredAtKill} before the kill, ${retried} clients retried with their key), ${rows.length} rows, ` +
        `${count * 3} deliveries sent (${repeats} events sent twice, deduplicated by id), ${orphans.length} CV file(s) without a row (killed between the file and the commit)\n`,
    );
  });
});
