import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { redeliverCommand } from '../src/commands/redeliver.ts';
import { syncConfiguredEndpoint } from '../src/delivery/store/endpoints.ts';
import { claimDue, claimStrategy, claimStrategyFor } from '../src/delivery/store/claims.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../src/delivery/worker.ts';
import type { Logger } from '../src/logger.ts';
import { silentLogger } from '../src/logger.ts';
import { countRows, createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { SmtpReceiver, WebhookReceiver } from './receivers.ts';

const SECRET = 'whsec_test_0123456789abcdef';
const HOUR = 3_600_000;

const contactLead = {
  form: 'contact',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'Ann.Lee@Example.com',
  company: 'Acme & <Sons>',
  interest: 'engineering',
  message: 'We would like a demo.\n<script>alert("x")</script>',
  consent: true,
  source: 'partner-page',
};

function recordingLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const push = (level: string) => (entry: Record<string, unknown>) => lines.push({ level, ...entry });
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}

describe.each(dialects)('lead delivery on %s', (dialect) => {
  let database: TestDatabase;
  let config: Config;
  let server: TestServer;
  let smtp: SmtpReceiver;
  let hooks: WebhookReceiver;
  let clock: Date;
  let worker: DeliveryWorker;

  const newWorker = (overrides: Partial<Config> = {}, logger: Logger = silentLogger) =>
    createDeliveryWorker({ db: database.db, config: { ...config, ...overrides }, logger, now: () => clock, random: () => 0.5 });
  const post = (body: unknown, headers: Record<string, string> = {}) => postJson(`${server.url}/api/contact`, body, headers);
  const deliveries = () => database.db('deliveries').orderBy('channel');

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await SmtpReceiver.start();
    hooks = await WebhookReceiver.start(SECRET);
    config = {
      ...database.config,
      mail: {
        ...database.config.mail,
        smtpUrl: smtp.url,
        salesRoutes: { addon: 'addons@joognoo.test', home: 'home-leads@joognoo.test' },
      },
      leadWebhook: { url: hooks.url, secret: SECRET },
    };
    await syncConfiguredEndpoint(database.db, config.integrationKeys, config.leadWebhook);
    server = await startTestServer(database.db, config);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await hooks.stop();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db('delivery_attempts').delete();
    await database.db('deliveries').delete();
    await database.db('contact_requests').delete();
    smtp.messages.length = 0;
    smtp.replies = [];
    hooks.received.length = 0;
    hooks.accepted.clear();
    hooks.status = 200;
    // Ahead of the real time the leads are stored at, so they are due.
    clock = new Date(Date.now() + 10_000);
    worker = newWorker();
  });
  afterEach(async () => worker.stop());

  it('stores a contact lead with its page URL, its e-mail and its webhook delivery in one transaction', async () => {
    const response = await post(contactLead, { Referer: 'https://partner.example/pricing?utm=x#form' });
    expect(response.status).toBe(201);
    const lead = await database.db('contact_requests').first();
    expect(lead).toMatchObject({ page_url: 'https://partner.example/pricing?utm=x', origin: 'https://partner.example' });
    const rows = await deliveries();
    expect(rows.map((row) => [row.channel, row.kind, row.status, row.subject_type, Number(row.subject_id), row.person_email])).toEqual([
      ['email', 'lead.email', 'pending', 'contact_request', Number(lead.id), 'ann.lee@example.com'],
      ['webhook', 'lead.created', 'pending', 'contact_request', Number(lead.id), 'ann.lee@example.com'],
    ]);
  });

  it('stores no lead and no delivery for an invalid or honeypot post', async () => {
    expect((await post({ ...contactLead, message: 'short' })).status).toBe(400);
    expect((await post({ ...contactLead, website: 'http://spam.example' })).status).toBe(201);
    expect(await countRows(database.db, 'contact_requests')).toBe(0);
    expect(await countRows(database.db, 'deliveries')).toBe(0);
  });

  it('e-mails sales every field, the page and a reply-to of the visitor, with escaped HTML and the delivery id', async () => {
    await post(contactLead, { Referer: 'https://joognoo.example/contact' });
    expect(await worker.drain()).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    const [{ parsed, envelopeTo }] = smtp.messages as [(typeof smtp.messages)[0]];
    const email = await database.db('deliveries').where({ channel: 'email' }).first();
    expect(envelopeTo).toEqual(['sales@joognoo.test']);
    expect(parsed.from?.value).toEqual([{ name: 'Joognoo', address: 'no-reply@joognoo.test' }]);
    expect(parsed.replyTo?.value).toEqual([{ name: 'Ann Lee', address: 'Ann.Lee@example.com' }]); // nodemailer lower-cases the domain
    expect(parsed.subject).toBe('New lead from the Contact page form: Ann Lee, Acme & <Sons>');
    expect(parsed.messageId).toBe(`<${email.id}@joognoo.test>`);
    expect(parsed.headers.get('joognoo-delivery')).toBe(email.id);
    for (const line of [
      'Name: Ann Lee',
      'E-mail: Ann.Lee@Example.com',
      'Company: Acme & <Sons>',
      'Interest: Engineering Accelerators (engineering)',
      'Message:\nWe would like a demo.\n<script>alert("x")</script>',
      'Consent to communications: yes',
      'Form: contact',
      'Source: partner-page',
      'Page: https://joognoo.example/contact',
    ]) {
      expect(parsed.text).toContain(line);
    }
    expect(parsed.html).toContain('Acme &#38; &#60;Sons&#62;');
    expect(parsed.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).toContain('https://joognoo.example/contact');
    expect(email).toMatchObject({ status: 'delivered', attempts: 1, lease_until: null, leased_by: null, last_error: null });
    const [attempt] = await database.db('delivery_attempts').where({ delivery_id: email.id });
    expect(attempt).toMatchObject({ outcome: 'delivered', error: null, next_attempt_at: null });
    expect(attempt.response).toMatch(/^250 /);
  });

  it('routes add-on requests and home-page leads to their SALES_EMAIL_ROUTES addresses', async () => {
    await post({ ...contactLead, service: 'Governance: Standard plan', source: 'add-on-request' });
    await post({ ...contactLead, form: 'home', interest: 'xcelerate-dev' });
    await post({ ...contactLead, form: 'about', interest: 'joognoo-green' });
    await worker.drain();
    const bySubject = Object.fromEntries(smtp.messages.map((mail) => [mail.parsed.subject, mail.envelopeTo]));
    expect(bySubject).toEqual({
      'New add-on request: Governance: Standard plan: Ann Lee, Acme & <Sons>': ['addons@joognoo.test'],
      'New lead from the home page form: Ann Lee, Acme & <Sons>': ['home-leads@joognoo.test'],
      'New lead from the About page form: Ann Lee, Acme & <Sons>': ['sales@joognoo.test'],
    });
    const addOn = smtp.messages.find((mail) => mail.parsed.subject?.startsWith('New add-on'))!;
    expect(addOn.parsed.text).toContain('Add-on service: Governance: Standard plan');
  });

  it('POSTs a signed lead.created event whose id is the Joognoo-Delivery header', async () => {
    await post(contactLead, { Referer: 'https://joognoo.example/contact' });
    await worker.drain();
    expect(hooks.received).toHaveLength(1);
    const [hook] = hooks.received as [(typeof hooks.received)[0]];
    const lead = await database.db('contact_requests').first();
    const row = await database.db('deliveries').where({ channel: 'webhook' }).first();
    expect(hook.signatureValid).toBe(true);
    expect(hook.deliveryId).toBe(row.id);
    expect(Object.keys(hook.event)).toEqual(['type', 'id', 'createdAt', 'data']);
    expect(hook.event).toMatchObject({ type: 'lead.created', id: row.id });
    expect(hook.event.data).toEqual({
      id: Number(lead.id),
      kind: 'contact',
      form: 'contact',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'Ann.Lee@Example.com',
      company: 'Acme & <Sons>',
      interest: 'engineering',
      interestLabel: 'Engineering Accelerators',
      locale: 'en',
      message: contactLead.message,
      consent: true,
      source: 'partner-page',
      service: '',
      origin: 'https://joognoo.example',
      partner: null,
      pageUrl: 'https://joognoo.example/contact',
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      createdAt: hook.event.createdAt,
    });
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('retries a failed webhook with backoff (first retry within 30 s) and delivers it once the receiver answers 2xx', async () => {
    hooks.status = 500;
    await post(contactLead);
    await worker.drain();
    let row = await database.db('deliveries').where({ channel: 'webhook' }).first();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Webhook answered 500', lease_until: null });
    const wait = new Date(row.next_attempt_at).getTime() - clock.getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30_000);
    expect(await worker.runOnce()).toBe(0); // not due yet
    hooks.status = 202;
    clock = new Date(clock.getTime() + 30_000);
    expect(await worker.drain()).toBe(1);
    row = await database.db('deliveries').where({ id: row.id }).first();
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, last_error: null });
    const attempts = await database.db('delivery_attempts').where({ delivery_id: row.id }).orderBy('id');
    expect(attempts.map((attempt) => [attempt.outcome, attempt.response])).toEqual([
      ['retry', '500'],
      ['delivered', '202'],
    ]);
    expect(hooks.accepted.get(row.id)).toBe(1);
  });

  it('never waits more than an hour between tries, gives up after 72 h (dead), and leads:redeliver re-queues it', async () => {
    const logger = recordingLogger();
    worker = newWorker({}, logger);
    hooks.status = 503;
    await post(contactLead);
    const start = clock.getTime();
    let row = await database.db('deliveries').where({ channel: 'webhook' }).first();
    while (row.status === 'pending') {
      clock = new Date(Math.max(clock.getTime(), new Date(row.next_attempt_at).getTime()));
      await worker.runOnce();
      const next = await database.db('deliveries').where({ id: row.id }).first();
      if (next.status === 'pending') expect(new Date(next.next_attempt_at).getTime() - clock.getTime()).toBeLessThanOrEqual(HOUR);
      row = next;
    }
    expect(row.status).toBe('dead');
    expect(clock.getTime() - start).toBeGreaterThanOrEqual(72 * HOUR);
    expect(clock.getTime() - start).toBeLessThan(73 * HOUR);
    expect(await countRows(database.db, 'delivery_attempts')).toBe(row.attempts + 1); // + the e-mail's
    expect(logger.lines.filter((line) => line.msg === 'delivery dead')).toEqual([
      expect.objectContaining({ level: 'error', delivery: row.id, kind: 'lead.created', response: '503' }),
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain(SECRET);

    expect(await redeliverCommand(database.db, [])).toEqual([
      '1 dead deliveries:',
      expect.stringContaining(`${row.id}  lead.created  ${row.attempts} tries`),
      'Re-queue with: pnpm leads:redeliver <id>... or pnpm leads:redeliver --all',
    ]);
    await expect(redeliverCommand(database.db, ['00000000-0000-4000-8000-000000000000'])).rejects.toThrow(
      'No dead delivery with id 00000000-0000-4000-8000-000000000000; nothing was re-queued.',
    );
    hooks.status = 200;
    expect(await redeliverCommand(database.db, [row.id], clock)).toEqual([`Re-queued 1 delivery(s): ${row.id}`]);
    expect(await worker.drain()).toBe(1);
    expect(await database.db('deliveries').where({ id: row.id }).first()).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(hooks.accepted.get(row.id)).toBe(1);
    expect(await redeliverCommand(database.db, ['--', '--all'])).toEqual(['No dead deliveries.']);
    // About eighty tries against the database and the receiver: seconds on a busy machine.
  }, 120_000);

  it('retries an e-mail refused with 451 and delivers it with the next 250', async () => {
    smtp.replies = [451];
    await post(contactLead);
    await worker.drain();
    let row = await database.db('deliveries').where({ channel: 'email' }).first();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/451 Try again later/);
    clock = new Date(clock.getTime() + 30_000);
    await worker.drain();
    row = await database.db('deliveries').where({ id: row.id }).first();
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
    const attempts = await database.db('delivery_attempts').where({ delivery_id: row.id }).orderBy('id');
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['retry', 'delivered']);
    expect(attempts[0].response).toMatch(/^451 /);
  });

  it('gives an e-mail refused with a 5xx reply up as dead on the third try', async () => {
    smtp.replies = [550, 550, 550];
    await post(contactLead);
    for (let round = 0; round < 3; round++) {
      await worker.drain();
      clock = new Date(clock.getTime() + 10 * 60_000);
    }
    const row = await database.db('deliveries').where({ channel: 'email' }).first();
    expect(row).toMatchObject({ status: 'dead', attempts: 3 });
    const attempts = await database.db('delivery_attempts').where({ delivery_id: row.id }).orderBy('id');
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['retry', 'retry', 'dead']);
    expect(smtp.messages).toHaveLength(0);
  });

  it('without SMTP_URL writes each e-mail as an .eml file under DATA_DIR/outbox-mail and logs the path', async () => {
    const logger = recordingLogger();
    worker = newWorker({ mail: { ...config.mail, smtpUrl: undefined } }, logger);
    await post(contactLead);
    await worker.drain();
    const row = await database.db('deliveries').where({ channel: 'email' }).first();
    const file = path.join(config.dataDir, 'outbox-mail', `${row.id}.eml`);
    expect(row.status).toBe('delivered');
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toContain(`Joognoo-Delivery: ${row.id}`);
    expect(eml).toContain('To: sales@joognoo.test');
    expect(logger.lines).toContainEqual(expect.objectContaining({ level: 'info', msg: 'mail written', delivery: row.id, path: file }));
    expect(smtp.messages).toHaveLength(0);
  });

  it('lets concurrent claims take each due delivery once', async () => {
    for (let index = 0; index < 30; index++) await post({ ...contactLead, firstName: `Ann${index}` });
    // Past every lead's time of storage (thirty posts can take more than the usual 10 s lead on a busy machine).
    clock = new Date(Date.now() + 10_000);
    const strategy = await claimStrategy(database.db);
    expect(strategy).toBe(dialect === 'sqlite' ? 'sqlite' : 'skip-locked');
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, index) => claimDue(database.db, strategy, { now: clock, limit: 15, leaseMs: 60_000, lease: `test:${index}` })),
    );
    // A claim may skip a row that another claim had locked without taking it (on a table this
    // small MariaDB may scan and lock every due row, then sort and cut to the limit); the row
    // stays due and the worker's next claim takes it. What must never happen is a row taken twice.
    const rest = await claimDue(database.db, strategy, { now: clock, limit: 60, leaseMs: 60_000, lease: 'test:next' });
    const ids = [...claims.flat(), ...rest].map((delivery) => delivery.id);
    expect(claims.flat().length).toBeGreaterThan(0);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it('sends a delivery again when its worker died mid-send and the lease lapsed; the dead worker cannot overwrite the result', async () => {
    hooks.delayMs = 0;
    await post(contactLead);
    const strategy = await claimStrategy(database.db);
    const [crashed] = await claimDue(database.db, strategy, { now: clock, limit: 1, leaseMs: 60_000, lease: 'crashed:1' });
    expect(crashed).toBeDefined();
    expect(await worker.runOnce()).toBe(1); // only the other delivery: the claimed one is leased
    clock = new Date(clock.getTime() + 61_000);
    expect(await worker.drain()).toBe(1);
    const row = await database.db('deliveries').where({ id: crashed!.id }).first();
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});

describe('claimStrategyFor', () => {
  it.each([
    ['11.8.3-MariaDB-0+deb13u1', 'skip-locked'],
    ['10.6.0-MariaDB', 'skip-locked'],
    ['10.5.23-MariaDB', 'update-limit'],
    ['8.0.36', 'skip-locked'],
    ['8.0.0', 'update-limit'],
    ['5.7.44-log', 'update-limit'],
    // TiDB parses SKIP LOCKED but does not skip locked rows (deploy/README.md).
    ['8.0.11-TiDB-v8.5.1', 'update-limit'],
  ] as const)('%s claims with %s', (version, strategy) => {
    expect(claimStrategyFor(version)).toBe(strategy);
  });
});
