import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_USAGE, privacyEraseCommand, privacyExportCommand } from '../src/commands/privacy.ts';
import { createUser } from '../src/commands/user-create.ts';
import { toDbTime } from '../src/db/columns.ts';
import { migrateLatest, openDatabase, type Database } from '../src/db/index.ts';
import { enqueueEmail } from '../src/delivery/store/outbox.ts';
import { silentLogger } from '../src/logger.ts';
import { signInAccountKey } from '../src/security/login-attempts.ts';
import { contactLead, countRows, createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '..');

const contact = contactLead;

/** Ann's data everywhere (as Ann@Example.com, in several letter cases), and Bob's, which must stay. */
async function seedPeople(db: Database, url: string): Promise<void> {
  for (const email of ['Ann@Example.com', 'bob@example.com']) {
    expect((await postJson(`${url}/api/contact`, contact(email))).status).toBe(201);
    expect((await postJson(`${url}/api/newsletter/subscribe`, { email })).status).toBe(200);
  }
  expect((await postJson(`${url}/api/contact`, contact('ANN@example.COM'))).status).toBe(201);
  // A delivered lead e-mail about Ann with two attempts, one of them failed.
  const delivered = await db.transaction((trx) =>
    enqueueEmail(trx, 'lead.email', { to: 'sales@example.com', replyTo: 'ann@example.com', subject: 'Lead: Ann Lee', text: 'ann@example.com', html: '<p>ann@example.com</p>' }, {
      subjectType: 'contact_request',
      subjectId: 1,
      personEmail: 'Ann@Example.com',
    }),
  );
  await db('deliveries').where({ id: delivered }).update({ status: 'delivered', delivered_at: toDbTime(db, new Date()), attempts: 2, last_error: '451 <ann@example.com> later' });
  const at = toDbTime(db, new Date());
  await db('delivery_attempts').insert([
    { delivery_id: delivered, attempted_at: at, outcome: 'retry', response: '451 4.7.1 <ann@example.com> later', error: 'busy', next_attempt_at: at, duration_ms: 5, worker: 'w1' },
    { delivery_id: delivered, attempted_at: at, outcome: 'delivered', response: '250 OK', error: null, next_attempt_at: null, duration_ms: 5, worker: 'w1' },
  ]);
  const user = await createUser(db, { email: 'ann@example.com', password: 'a long enough password' });
  await db('sessions').insert({ id: 'a'.repeat(64), user_id: user.id, created_at: at, expires_at: at, last_seen_at: at });
  await db('prompt_templates').insert({ user_id: user.id, name: 'Mine', description: 'd', prompt: 'p', category: 'testing', created_at: at, updated_at: at });
  await db('rate_limits').insert({ key: signInAccountKey('ann@example.com'), window_start: 0, count: 2 });
  // A back-office invitation to her address (before she had an account).
  await db('account_tokens').insert({ kind: 'invitation', token_hash: 'b'.repeat(64), email: 'ann@example.com', role: 'sales', name: 'Ann', created_at: at, expires_at: at });
}

describe.each(dialects)('privacy:export and privacy:erase on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    await seedPeople(database.db, server.url);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('exports every row holding the person, matched in any letter case, without credentials', async () => {
    const result = await privacyExportCommand(database.db, ['--email', ' ANN@example.com ']);
    expect(result.email).toBe('ann@example.com');
    const { tables } = result;
    expect(tables.contact_requests!.map((row) => row.email)).toEqual(['Ann@Example.com', 'ANN@example.COM']);
    expect(tables.newsletter_subscriptions).toEqual([expect.objectContaining({ email: 'ann@example.com', status: 'pending' })]);
    // Each contact request queued an e-mail to sales; the sign-up its confirmation; one was delivered.
    expect(tables.deliveries!.map((row) => row.kind).sort()).toEqual(['lead.email', 'lead.email', 'lead.email', 'newsletter.confirmation']);
    const confirmation = tables.deliveries!.find((row) => row.kind === 'newsletter.confirmation')!;
    expect(confirmation.payload).toMatchObject({ to: 'ann@example.com', subject: 'Please confirm your subscription to the Joognoo newsletter' });
    expect(tables.delivery_attempts).toHaveLength(2);
    expect(tables.users).toEqual([{ id: expect.any(Number), email: 'ann@example.com', created_at: expect.stringMatching(/Z$/), role: null, name: null, disabled_at: null }]);
    expect(tables.sessions).toHaveLength(1);
    expect(tables.account_tokens).toEqual([expect.objectContaining({ kind: 'invitation', email: 'ann@example.com', role: 'sales' })]);
    expect(tables.account_tokens![0]).not.toHaveProperty('token_hash');
    expect(tables.prompt_templates).toEqual([expect.objectContaining({ name: 'Mine' })]);
    expect(tables.jira_connections).toEqual([]);
    expect(tables.cicd_connections).toEqual([]);
    expect(tables.rate_limits).toEqual([expect.objectContaining({ count: 2 })]);

    const text = JSON.stringify(result);
    expect(text).not.toContain('bob@example.com');
    expect(text).not.toMatch(/password_hash|scrypt\$|token_hash|token_encrypted|"id":"a{64}"/);
  });

  it('erases them in one transaction, reports the counts per table, and leaves everyone else alone', async () => {
    const bobBefore = await privacyExportCommand(database.db, ['--email', 'bob@example.com']);
    // The .eml file the worker would have written for the delivered e-mail (no SMTP_URL).
    const mailDir = path.join(database.config.dataDir, 'outbox-mail');
    fs.mkdirSync(mailDir, { recursive: true });
    const deliveredId = (await database.db('deliveries').where({ status: 'delivered' }).first('id')).id as string;
    fs.writeFileSync(path.join(mailDir, `${deliveredId}.eml`), 'To: ann@example.com\r\n\r\nHello');
    fs.writeFileSync(path.join(mailDir, 'someone-else.eml'), 'To: bob@example.com\r\n\r\nHello');
    const { tables } = await privacyEraseCommand(database.db, ['--email', 'ann@EXAMPLE.com'], database.config);
    expect(tables).toEqual({
      lead_notes: { deleted: 0 },
      lead_status_changes: { deleted: 0 },
      contact_requests: { deleted: 2 },
      newsletter_subscriptions: { deleted: 1 },
      delivery_attempts: { deleted: 0, redacted: 2 },
      deliveries: { deleted: 3, redacted: 1 },
      job_applications: { deleted: 0 },
      application_notes: { deleted: 0 },
      application_status_changes: { deleted: 0 },
      sessions: { deleted: 1 },
      account_tokens: { deleted: 1 },
      jira_connections: { deleted: 0 },
      cicd_connections: { deleted: 0 },
      prompt_templates: { deleted: 1 },
      users: { deleted: 1 },
      rate_limits: { deleted: 1 },
      outbox_mail_files: { deleted: 1 },
      cv_files: { deleted: 0 },
    });
    expect(fs.readdirSync(mailDir)).toEqual(['someone-else.eml']);

    // Nothing of Ann is left to export, and no row anywhere names her.
    const after = await privacyExportCommand(database.db, ['--email', 'ann@example.com']);
    expect(Object.values(after.tables).every((rows) => rows.length === 0)).toBe(true);
    const redacted = await database.db('deliveries').where({ status: 'delivered' }).first();
    expect(redacted).toMatchObject({ status: 'delivered', payload: '{"redacted":true}', person_email: null, last_error: null });
    const attempts = await database.db('delivery_attempts').where({ delivery_id: redacted.id }).select('outcome', 'response', 'error');
    expect(attempts.map((attempt) => attempt.outcome).sort()).toEqual(['delivered', 'retry']);
    expect(attempts.every((attempt) => attempt.response === null && attempt.error === null)).toBe(true);
    for (const table of ['contact_requests', 'newsletter_subscriptions', 'deliveries', 'delivery_attempts', 'users']) {
      expect(JSON.stringify(await database.db(table).select('*')).toLowerCase()).not.toContain('ann@example.com');
    }

    const bobAfter = await privacyExportCommand(database.db, ['--email', 'bob@example.com']);
    expect(bobAfter.tables).toEqual(bobBefore.tables);
    expect(bobAfter.tables.contact_requests).toHaveLength(1);

    // A repeat finds nothing and says so.
    const again = await privacyEraseCommand(database.db, ['--email', 'ann@example.com'], database.config);
    expect(Object.values(again.tables).every((counts) => counts.deleted === 0 && !counts.redacted)).toBe(true);
  });

  it('refuses a staff account unless --staff-account says so, and never erases the last active admin', async () => {
    const boss = await createUser(database.db, { email: 'boss@example.com', password: 'a long enough password', role: 'admin' });
    const mark = await createUser(database.db, { email: 'mark@example.com', password: 'a long enough password', role: 'marketer' });
    expect((await postJson(`${server.url}/api/contact`, contact('Mark@Example.com'))).status).toBe(201);
    const leads = await countRows(database.db, 'contact_requests');
    for (const [email, role] of [['mark@example.com', 'marketer'], ['BOSS@example.com', 'admin']]) {
      const error = (await privacyEraseCommand(database.db, ['--email', email!], database.config).catch((caught: unknown) => caught)) as Error;
      expect(error.message).toBe(
        `${email!.toLowerCase()} belongs to a staff account (role ${role}); nothing was erased. Disable it under People in the back office, or add --staff-account to erase the account with the rest of the person's data.`,
      );
    }
    const last = (await privacyEraseCommand(database.db, ['--email', 'boss@example.com', '--staff-account'], database.config).catch((caught: unknown) => caught)) as Error;
    expect(last.message).toBe('boss@example.com is the last active admin; nothing was erased. Make someone else an admin first.');
    expect(await database.db('users').whereIn('id', [boss.id, mark.id]).orderBy('id').pluck('role')).toEqual(['admin', 'marketer']);
    expect(await countRows(database.db, 'contact_requests')).toBe(leads);

    const { tables } = await privacyEraseCommand(database.db, ['--email', 'mark@example.com', '--staff-account'], database.config);
    expect(tables.users).toEqual({ deleted: 1 });
    expect(tables.contact_requests).toEqual({ deleted: 1 });
    expect(await database.db('users').where({ id: boss.id }).first('role')).toEqual({ role: 'admin' });
    // privacy:export takes no such flag.
    const flagged = (await privacyExportCommand(database.db, ['--email', 'boss@example.com', '--staff-account']).catch((caught: unknown) => caught)) as Error;
    expect(flagged.message).toContain("Unknown option '--staff-account'");
  });

  it.each([
    [[], '--email is required'],
    [['--email', 'not an address'], '--email must be a valid e-mail address'],
    [['--email', 'a@b.co', '--all'], "Unknown option '--all'"],
  ])('refuses %j with the usage and changes nothing', async (args, message) => {
    const rows = await countRows(database.db, 'contact_requests');
    for (const command of [privacyExportCommand, privacyEraseCommand]) {
      const error = (await command(database.db, args, database.config).catch((caught: unknown) => caught)) as Error;
      expect(error.message).toContain(message);
      expect(error.message).toContain(PRIVACY_USAGE);
    }
    expect(await countRows(database.db, 'contact_requests')).toBe(rows);
  });
});

describe('pnpm --filter @joognoo/api privacy:export / privacy:erase (the real commands, SQLite in a temp dir)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-privacy-test-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints the rows as JSON, then erases them and prints the counts', async () => {
    const db = openDatabase({ databaseUrl: undefined, dataDir }, { logger: silentLogger });
    try {
      await migrateLatest(db);
      await db('contact_requests').insert({ ...Object.fromEntries(Object.entries(contact('Cli@Example.com')).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value])), created_at: new Date().toISOString() });
    } finally {
      await db.destroy();
    }
    const pnpm = (command: string) => run('pnpm', ['--filter', '@joognoo/api', '--silent', command, '--email', 'cli@example.com'], { cwd: API_DIR, env });

    const exported = await pnpm('privacy:export');
    const data = JSON.parse(exported.stdout);
    expect(data.email).toBe('cli@example.com');
    expect(data.tables.contact_requests).toEqual([expect.objectContaining({ email: 'Cli@Example.com', first_name: 'Ann', message: 'We would like a demo.' })]);

    const erased = await pnpm('privacy:erase');
    expect(JSON.parse(erased.stdout).tables.contact_requests).toEqual({ deleted: 1 });
    const after = openDatabase({ databaseUrl: undefined, dataDir }, { logger: silentLogger });
    try {
      expect(await countRows(after, 'contact_requests')).toBe(0);
    } finally {
      await after.destroy();
    }

    const bad = (await run('pnpm', ['--filter', '@joognoo/api', '--silent', 'privacy:erase'], { cwd: API_DIR, env }).catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--email is required');
  }, 60_000);
});
