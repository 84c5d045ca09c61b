import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '@joognoo/schemas/admin';
import { toDbTime } from '../src/db/columns.ts';
import { partnersRepository } from '../src/partners/store.ts';
import { createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { PRIVATE_TARGET_URLS } from './private-targets.ts';
import { adminFetch, signedInStaff, type SignedInStaff } from './staff.ts';

describe.each(dialects)('the partners area and the audit log on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: SignedInStaff;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    admin = await signedInStaff(database.db, database.config, 'admin', 'ada@joognoo.test');
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const call = (method: string, path: string, body?: unknown) => adminFetch(`${server.url}${path}`, method, admin, body);

  it('creates a partner with the command checks; the secret is in the answer once, encrypted in the table, never in the audit log', async () => {
    const bad = await call('POST', '/api/admin/partners', { id: 'Acme!', name: '', origins: ['ftp://x'], webhookUrl: 'https://u:p@crm.example/h' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({ id: expect.any(String), name: 'Please enter a name' });
    const badOrigin = await call('POST', '/api/admin/partners', { id: 'acme', name: 'Acme', origins: ['ftp://x'], webhookUrl: 'https://u:p@crm.example/h' });
    expect(((await badOrigin.json()) as { errors: Record<string, string> }).errors).toEqual({
      origins: '"ftp://x" is not an origin: use scheme://host[:port], e.g. https://partner.example',
      webhookUrl: 'The webhook URL must not contain a user name or password',
    });

    const response = await call('POST', '/api/admin/partners', {
      id: 'acme',
      name: 'Acme',
      origins: ['https://shop.acme.example/', 'https://shop.acme.example'],
      webhookUrl: 'https://crm.acme.example/hooks',
      leadEmail: 'Leads@Acme.example',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { partner: Record<string, unknown>; webhookSecret: string };
    expect(body.partner).toEqual({
      id: 'acme',
      name: 'Acme',
      origins: ['https://shop.acme.example'],
      leadEmail: 'leads@acme.example',
      webhookUrl: 'https://crm.acme.example/hooks',
      hasWebhookSecret: true,
      active: true,
    });
    expect(body.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const row = await database.db('partners').where({ id: 'acme' }).first();
    expect(row.webhook_secret_encrypted).not.toContain(body.webhookSecret);
    expect((await partnersRepository(database.db, database.config.integrationKeys).webhook('acme'))?.secret).toBe(body.webhookSecret);
    const audit = await database.db('audit_log').where({ action: 'partner.create' }).first();
    expect(audit).toMatchObject({ subject_type: 'partner', subject_id: 'acme', actor_email: 'ada@joognoo.test' });
    expect(audit.details).not.toContain(body.webhookSecret);

    const read = (await (await call('GET', '/api/admin/partners/acme')).json()) as Record<string, unknown>;
    expect(JSON.stringify(read)).not.toContain('whsec_');
    expect((await call('POST', '/api/admin/partners', { id: 'acme', name: 'Again', origins: ['https://a.example'] })).status).toBe(409);
    expect((await call('GET', '/api/admin/partners')).status).toBe(200);
  });

  it('edits a partner (deactivates it, moves its webhook keeping the secret) and rotates the secret', async () => {
    const before = await partnersRepository(database.db, database.config.integrationKeys).webhook('acme');
    const edit = await call('PUT', '/api/admin/partners/acme', { name: 'Acme Inc', origins: ['https://acme.example'], webhookUrl: 'https://crm2.acme.example/h', leadEmail: '', active: false });
    expect(edit.status).toBe(200);
    const edited = (await edit.json()) as { partner: Record<string, unknown>; webhookSecret?: string };
    expect(edited.webhookSecret).toBeUndefined();
    expect(edited.partner).toMatchObject({ name: 'Acme Inc', active: false, leadEmail: null, webhookUrl: 'https://crm2.acme.example/h' });
    expect((await partnersRepository(database.db, database.config.integrationKeys).webhook('acme'))?.secret).toBe(before!.secret);
    const audit = await database.db('audit_log').where({ action: 'partner.update' }).first();
    expect(JSON.parse(audit.details)).toMatchObject({ before: { name: 'Acme' }, after: { name: 'Acme Inc', active: false } });

    const rotate = await call('POST', '/api/admin/partners/acme/rotate-secret');
    expect(rotate.status).toBe(200);
    const rotated = (await rotate.json()) as { webhookSecret: string };
    expect(rotated.webhookSecret).not.toBe(before!.secret);
    expect((await partnersRepository(database.db, database.config.integrationKeys).webhook('acme'))?.secret).toBe(rotated.webhookSecret);
    const rotation = await database.db('audit_log').where({ action: 'partner.rotate_secret' }).first();
    expect(rotation.details).toBe('{}');

    await call('POST', '/api/admin/partners', { id: 'plain', name: 'Plain', origins: ['https://plain.example'] });
    const noWebhook = await call('POST', '/api/admin/partners/plain/rotate-secret');
    expect(noWebhook.status).toBe(409);
    expect(await noWebhook.json()).toEqual({ message: PARTNER_MESSAGES.noWebhook });
    expect((await call('PUT', '/api/admin/partners/nobody', { name: 'X', origins: ['https://x.example'] })).status).toBe(404);
  });

  it('refuses a webhook URL on this machine, its networks or a metadata host (400 naming the field, nothing stored) in production', async () => {
    const strict = await startTestServer(database.db, { ...database.config, nodeEnv: 'production', webhookAllowPrivateTargets: false });
    const strictCall = (method: string, path: string, body?: unknown) => adminFetch(`${strict.url}${path}`, method, admin, body);
    const refusal = {
      message: 'Please correct the highlighted fields.',
      errors: { webhookUrl: 'The webhook URL must point to a public host: loopback, private, link-local and cloud metadata addresses and names are refused' },
      codes: { webhookUrl: { code: 'invalid' } },
    };
    try {
      for (const webhookUrl of PRIVATE_TARGET_URLS) {
        const created = await strictCall('POST', '/api/admin/partners', { id: 'intruder', name: 'Intruder', origins: ['https://intruder.example'], webhookUrl });
        expect([webhookUrl, created.status, await created.json()]).toEqual([webhookUrl, 400, refusal]);
        const edited = await strictCall('PUT', '/api/admin/partners/acme', { name: 'Acme Inc', origins: ['https://acme.example'], webhookUrl });
        expect([webhookUrl, edited.status, await edited.json()]).toEqual([webhookUrl, 400, refusal]);
      }
      expect(await database.db('partners').where({ id: 'intruder' }).first()).toBeUndefined();
      expect((await database.db('partners').where({ id: 'acme' }).first()).webhook_url).toBe('https://crm2.acme.example/h');
      expect(await database.db('audit_log').where({ subject_id: 'intruder' }).first()).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it("lists a partner's deliveries with status, attempts and last error", async () => {
    const at = new Date('2026-11-20T10:00:00Z');
    await database.db('deliveries').insert(
      ['a', 'b', 'c'].map((suffix, index) => ({
        id: `00000000-0000-4000-8000-00000000000${index}`,
        kind: 'lead.created',
        channel: 'webhook',
        endpoint_id: null,
        partner_id: 'acme',
        payload: '{}',
        subject_type: 'contact_request',
        subject_id: index + 1,
        person_email: null,
        status: suffix === 'a' ? 'dead' : 'delivered',
        attempts: suffix === 'a' ? 12 : 1,
        next_attempt_at: toDbTime(database.db, at),
        created_at: toDbTime(database.db, new Date(at.getTime() + index * 1000)),
        retry_since: toDbTime(database.db, at),
        delivered_at: suffix === 'a' ? null : toDbTime(database.db, at),
        last_error: suffix === 'a' ? 'HTTP 500 from the receiver' : null,
      })),
    );
    const response = await call('GET', '/api/admin/partners/acme/deliveries?perPage=2');
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { id: string; status: string; attempts: number; lastError: string | null }[]; total: number };
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).toEqual(['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001']);
    const second = (await (await call('GET', '/api/admin/partners/acme/deliveries?perPage=2&page=2')).json()) as typeof page;
    expect(second.items).toEqual([expect.objectContaining({ status: 'dead', attempts: 12, lastError: 'HTTP 500 from the receiver' })]);
    expect((await call('GET', '/api/admin/partners/nobody/deliveries')).status).toBe(404);
  });

  it('the audit log filters by actor, action, subject type and date, paged, newest first', async () => {
    const all = (await (await call('GET', '/api/admin/audit')).json()) as { items: { action: string; actor: { email: string }; ip: string }[]; total: number; actions: string[] };
    expect(all.items[0]!.action).toBe('partner.create');
    expect(all.items.at(-1)!.action).toBe('partner.create');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.actions).toEqual(expect.arrayContaining(['partner.create', 'partner.update', 'partner.rotate_secret']));
    expect(all.items[0]!.ip).toBeTruthy();

    const byAction = (await (await call('GET', '/api/admin/audit?action=partner.rotate_secret')).json()) as typeof all;
    expect(byAction.items.map((item) => item.action)).toEqual(['partner.rotate_secret']);
    const byPrefix = (await (await call('GET', '/api/admin/audit?action=partner.&subjectType=partner')).json()) as typeof all;
    expect(byPrefix.total).toBe(all.total);
    const byActor = (await (await call('GET', '/api/admin/audit?actor=ADA')).json()) as typeof all;
    expect(byActor.total).toBe(all.total);
    const nobody = (await (await call('GET', '/api/admin/audit?actor=50%25_')).json()) as typeof all;
    expect(nobody.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (await (await call('GET', `/api/admin/audit?from=${today}&to=${today}`)).json()) as typeof all;
    expect(dated.total).toBe(all.total);
    const past = (await (await call('GET', '/api/admin/audit?from=2020-01-01&to=2020-01-02')).json()) as typeof all;
    expect(past.total).toBe(0);
    const paged = (await (await call('GET', '/api/admin/audit?perPage=1&page=2')).json()) as typeof all & { page: number; perPage: number };
    expect(paged).toMatchObject({ page: 2, perPage: 1 });
    expect(paged.items).toHaveLength(1);

    const marketer = await signedInStaff(database.db, database.config, 'marketer');
    expect((await adminFetch(`${server.url}/api/admin/audit`, 'GET', marketer)).status).toBe(403);
  });
});
