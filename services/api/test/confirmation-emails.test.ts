import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { toDbTime } from '../src/db/columns.ts';
import { seed } from '../src/db/seed.ts';
import { APPLICATION_CONFIRMATION_KIND } from '../src/applications/deliveries.ts';
import { CONFIRMATION_EMAILS_PER_DAY, CONFIRMATION_SKIPPED_REASON } from '../src/delivery/store/confirmations.ts';
import { createDeliveryWorker } from '../src/delivery/worker.ts';
import { silentLogger } from '../src/logger.ts';
import { NEWSLETTER_CONFIRMATION_KIND } from '../src/newsletter/service.ts';
import { pdfBytes } from './cv-files.ts';
import { fixtureContent } from './fixtures.ts';
import { countRows, createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { SmtpReceiver, type ReceivedMail } from './receivers.ts';

/** What a spammer types into the name (and any other free-text field) with a victim's address. */
const SPAM = 'WIN $5000 NOW at http://spam.example/claim';
const VICTIM = 'victim@example.com';

const mailText = (mail: ReceivedMail) => `${mail.parsed.subject ?? ''}\n${mail.parsed.text ?? ''}\n${mail.parsed.html || ''}\n${mail.raw}`;

describe.each(dialects)('confirmation e-mails to visitors on %s', (dialect) => {
  let database: TestDatabase;
  let config: Config;
  let server: TestServer;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db, fixtureContent);
    smtp = await SmtpReceiver.start();
    config = { ...database.config, mail: { ...database.config.mail, smtpUrl: smtp.url } };
    server = await startTestServer(database.db, config);
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await database?.drop();
  });

  /** Sends everything queued, as the worker does, and answers the messages to `to`. */
  const sendAll = async (to: string) => {
    const worker = createDeliveryWorker({ db: database.db, config, logger: silentLogger, now: () => new Date(Date.now() + 10_000), random: () => 0.5 });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    return smtp.messages.filter((mail) => mail.envelopeTo.some((address) => address.toLowerCase() === to));
  };

  it(`an application's confirmation carries nothing the candidate typed, and at most ${CONFIRMATION_EMAILS_PER_DAY} go to one address a day`, async () => {
    const references: string[] = [];
    for (let i = 0; i < CONFIRMATION_EMAILS_PER_DAY + 1; i += 1) {
      const data = new FormData();
      for (const [name, value] of Object.entries({ firstName: SPAM, lastName: SPAM, email: VICTIM, phone: '', profileUrl: '', coverLetter: SPAM, consent: 'true' })) data.append(name, value);
      data.append('cv', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
      const response = await fetch(`${server.url}/api/jobs/job-1/applications`, { method: 'POST', body: data });
      // Each application is stored and answered as always, the one past the limit too.
      expect(response.status).toBe(201);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    expect(await countRows(database.db, 'job_applications')).toBe(CONFIRMATION_EMAILS_PER_DAY + 1);

    const received = await sendAll(VICTIM);
    expect(received).toHaveLength(CONFIRMATION_EMAILS_PER_DAY);
    const mailed = new Set<string>();
    for (const mail of received) {
      expect(mail.parsed.subject).toBe('We received your application for Job 1');
      expect(mail.parsed.text).toMatch(/^Hello,\n/);
      mailed.add(/Your reference: (APP-[A-Z0-9]+)/.exec(mail.parsed.text ?? '')![1]!);
      expect(mailText(mail)).not.toMatch(/spam\.example|WIN \$5000/i);
    }
    expect(mailed.size).toBe(CONFIRMATION_EMAILS_PER_DAY);
    for (const reference of mailed) expect(references).toContain(reference);
    // The fourth is recorded, with why, and is never sent; the hiring team got all four.
    const rows = await database.db('deliveries').where({ kind: APPLICATION_CONFIRMATION_KIND }).orderBy('created_at').select('status', 'last_error', 'payload');
    expect(rows.map((row) => row.status).sort()).toEqual(['delivered', 'delivered', 'delivered', 'skipped']);
    const skipped = rows.find((row) => row.status === 'skipped')!;
    expect(skipped.last_error).toBe(CONFIRMATION_SKIPPED_REASON);
    expect(skipped.payload).toBe('{"redacted":true}');
    expect(smtp.messages.filter((mail) => mail.envelopeTo.includes(config.applications.hiringEmail))).toHaveLength(CONFIRMATION_EMAILS_PER_DAY + 1);
  });

  it(`the newsletter's double opt-in carries no typed text, keeps working, and is capped at ${CONFIRMATION_EMAILS_PER_DAY} a day too`, async () => {
    const address = 'reader@example.com';
    const subscribe = () => postJson(`${server.url}/api/newsletter/subscribe`, { email: address, source: SPAM }, { origin: config.siteOrigin });
    for (let i = 0; i < CONFIRMATION_EMAILS_PER_DAY + 1; i += 1) {
      expect((await subscribe()).status).toBe(200);
      // As if the resend interval had passed: the next sign-up queues a new confirmation.
      await database.db('newsletter_subscriptions').where({ email: address }).update({ confirmation_sent_at: toDbTime(database.db, new Date(Date.now() - 60 * 60 * 1000)) });
    }
    const received = await sendAll(address);
    expect(received).toHaveLength(CONFIRMATION_EMAILS_PER_DAY);
    for (const mail of received) {
      expect(mail.parsed.subject).toBe('Please confirm your subscription to the Joognoo newsletter');
      expect(mailText(mail)).not.toMatch(/spam\.example|WIN \$5000/i);
    }
    const statuses = await database.db('deliveries').where({ kind: NEWSLETTER_CONFIRMATION_KIND }).pluck('status');
    expect(statuses.sort()).toEqual(['delivered', 'delivered', 'delivered', 'skipped']);

    // The one not sent changed nothing: the link of the newest e-mail sent still confirms
    // (each new e-mail replaces the link of the one before; they arrive in any order).
    const confirmed: number[] = [];
    for (const mail of received) {
      const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')![1];
      confirmed.push((await postJson(`${server.url}/api/newsletter/confirm`, { token }, { origin: config.siteOrigin })).status);
    }
    expect(confirmed).toContain(200);
    expect(await database.db('newsletter_subscriptions').where({ email: address }).first('status')).toEqual({ status: 'confirmed' });
  });
});
