import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DIR_NAME } from '../src/delivery/mail.ts';
import { SECRETS_GONE, createDeliveryWorker } from '../src/delivery/worker.ts';
import { SQLITE_FILENAME, migrateLatest, openDatabase } from '../src/db/index.ts';
import { silentLogger } from '../src/logger.ts';
import { createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { composedPayload } from './outbox-payload.ts';
import { signedInStaff } from './staff.ts';

const NEW_PASSWORD = 'a brand new long password';
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe.each(dialects)('no live token at rest on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    await signedInStaff(database.db, database.config, 'sales', 'sam@joognoo.test');
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const post = (route: string, body: unknown) => postJson(`${server.url}${route}`, body, { origin: database.config.siteOrigin });
  const deliveryOf = (kind: string, email: string) => database.db('deliveries').where({ kind, person_email: email }).orderBy('created_at', 'desc').first();
  const worker = () => createDeliveryWorker({ db: database.db, config: database.config, logger: silentLogger });

  it('keeps a pending reset e-mail\'s token only encrypted, drops it once delivered, and the link from the e-mail still works', async () => {
    expect((await post('/api/auth/password-resets', { email: 'sam@joognoo.test' })).status).toBe(202);
    const pending = await deliveryOf('password_reset', 'sam@joognoo.test');
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(JSON.parse(composedPayload(database.config, pending)).text)![1]!;
    // Pending: the payload has a placeholder where the link's token goes; the token is only in its ciphertext.
    expect(pending.status).toBe('pending');
    expect(pending.payload).toContain('/admin/reset-password/[[joognoo-secret-0]]');
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(pending.secrets_encrypted).toMatch(/^v1:test-1:/);

    expect(await worker().drain()).toBe(1);
    const delivered = await database.db('deliveries').where({ id: pending.id }).first();
    expect(delivered).toMatchObject({ status: 'delivered', secrets_encrypted: null });
    expect(JSON.stringify(delivered)).not.toContain(token);
    expect(JSON.stringify(await database.db('delivery_attempts').where({ delivery_id: pending.id }))).not.toContain(token);

    // The e-mail as written to the outbox (no SMTP_URL) carries the link; the link works once.
    const file = path.join(database.config.dataDir, MAIL_DIR_NAME, `${pending.id}.eml`);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.dirname(file))).toBe(0o700);
    const mail = await simpleParser(fs.readFileSync(file));
    const mailed = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
    expect(mailed).toBe(token);
    expect((await post('/api/auth/password-resets/complete', { token: mailed, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post('/api/auth/login', { email: 'sam@joognoo.test', password: NEW_PASSWORD })).status).toBe(200);
  });

  it('keeps the newsletter confirmation and unsubscribe tokens and an invitation token out of the payload while pending', async () => {
    expect((await post('/api/newsletter/subscribe', { email: 'nia@example.com', source: 'blog' })).status).toBe(200);
    const confirmation = await deliveryOf('newsletter.confirmation', 'nia@example.com');
    const composed = composedPayload(database.config, confirmation);
    const tokens = [...composed.matchAll(/token=([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!);
    expect(new Set(tokens).size).toBe(2); // the confirmation link's and the unsubscribe links'
    for (const token of tokens) expect(JSON.stringify(confirmation)).not.toContain(token);

    const admin = await signedInStaff(database.db, database.config, 'admin');
    const invited = await fetch(`${server.url}/api/admin/people/invitations`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ivy@joognoo.test', role: 'marketer' }),
    });
    expect(invited.status).toBe(201);
    const invitation = await deliveryOf('staff_invitation', 'ivy@joognoo.test');
    const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(composedPayload(database.config, invitation))![1]!;
    expect(JSON.stringify(invitation)).not.toContain(token);
  });

  it('drops the tokens of an e-mail that died, and refuses to send it again without them', async () => {
    expect((await post('/api/auth/password-resets', { email: 'sam@joognoo.test' })).status).toBe(202);
    const pending = await deliveryOf('password_reset', 'sam@joognoo.test');
    const failing = createDeliveryWorker({
      db: database.db,
      config: { ...database.config, delivery: { ...database.config.delivery, backoff: { firstMs: 1, capMs: 1, giveUpMs: 1 } } },
      logger: silentLogger,
      now: () => new Date(Date.now() + 60_000),
      mailer: { send: async () => ({ ok: false, permanent: false, response: '451', error: '451 try later' }), close() {} },
    });
    await failing.drain();
    const dead = await database.db('deliveries').where({ id: pending.id }).first();
    expect(dead).toMatchObject({ status: 'dead', secrets_encrypted: null });
    expect(dead.payload).toContain('[[joognoo-secret-0]]');

    await database.db('deliveries').where({ id: pending.id }).update({ status: 'pending', attempts: 0 });
    const sent: unknown[] = [];
    const again = createDeliveryWorker({
      db: database.db,
      config: database.config,
      logger: silentLogger,
      now: () => new Date(Date.now() + 120_000),
      mailer: { send: async (...args) => (sent.push(args), { ok: true, response: '250' }), close() {} },
    });
    await again.runOnce();
    expect(sent).toEqual([]);
    expect((await database.db('deliveries').where({ id: pending.id }).first()).last_error).toBe(SECRETS_GONE);
  });
});

describe('files of the data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-modes-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the SQLite database, its -wal and -shm files and the folder owner-only, and narrows wider ones', async () => {
    const folder = path.join(dataDir, 'data');
    fs.mkdirSync(folder, { mode: 0o755 });
    fs.chmodSync(folder, 0o755);
    for (let round = 0; round < 2; round++) {
      const db = openDatabase({ databaseUrl: undefined, dataDir: folder }, { logger: silentLogger });
      await migrateLatest(db);
      await db('rate_limits').delete(); // a write: the -wal and -shm files exist
      const file = path.join(folder, SQLITE_FILENAME);
      expect([modeOf(folder), modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual([0o700, 0o600, 0o600, 0o600]);
      await db.destroy();
      // As left by an older version: readable by everyone; the next open narrows them.
      for (const name of [SQLITE_FILENAME, `${SQLITE_FILENAME}-wal`, `${SQLITE_FILENAME}-shm`]) {
        if (fs.existsSync(path.join(folder, name))) fs.chmodSync(path.join(folder, name), 0o644);
      }
      fs.chmodSync(folder, 0o755);
    }
  });
});
