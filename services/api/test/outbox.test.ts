import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueEmail, enqueueWebhookEvent } from '../src/delivery/store/outbox.ts';
import { saveWebhookEndpoint } from '../src/delivery/store/endpoints.ts';
import { countRows, createTestDatabase, dialects, type TestDatabase } from './helpers.ts';

const message = {
  to: 'sales@example.com',
  replyTo: 'ann@example.com',
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
  headers: { 'List-Unsubscribe': '<https://joognoo.example/newsletter/unsubscribe?t=x>' },
};
const ref = { subjectType: 'contact_request', subjectId: 7, personEmail: 'Ann@Example.com' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(dialects)('the outbox interface on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(async () => t.drop());
  beforeEach(async () => {
    await t.db('deliveries').delete();
    await t.db('webhook_endpoints').delete();
  });

  it('enqueueEmail stores a pending e-mail delivery with its message and reference', async () => {
    const id = await t.db.transaction((trx) => enqueueEmail(trx, 'lead.email', message, ref));
    expect(id).toMatch(UUID);
    const row = await t.db('deliveries').where({ id }).first();
    expect(row).toMatchObject({
      kind: 'lead.email',
      channel: 'email',
      endpoint_id: null,
      subject_type: 'contact_request',
      subject_id: 7,
      person_email: 'ann@example.com',
      status: 'pending',
      attempts: 0,
      lease_until: null,
      delivered_at: null,
    });
    expect(JSON.parse(row.payload)).toEqual(message);
  });

  it('writes nothing when the caller rolls its transaction back', async () => {
    await expect(
      t.db.transaction(async (trx) => {
        await enqueueEmail(trx, 'lead.email', message, ref);
        throw new Error('the lead failed');
      }),
    ).rejects.toThrow('the lead failed');
    expect(await countRows(t.db, 'deliveries')).toBe(0);
  });

  it('enqueueWebhookEvent queues one delivery per enabled endpoint that takes the event type', async () => {
    const keyring = t.config.integrationKeys;
    await saveWebhookEndpoint(t.db, keyring, { name: 'crm', url: 'https://crm.example/hook', secret: 's1', events: ['*'], enabled: true });
    await saveWebhookEndpoint(t.db, keyring, { name: 'slack', url: 'https://slack.example/hook', secret: 's2', events: ['lead.created'], enabled: true });
    await saveWebhookEndpoint(t.db, keyring, { name: 'off', url: 'https://off.example/hook', secret: 's3', events: ['*'], enabled: false });
    await saveWebhookEndpoint(t.db, keyring, { name: 'other', url: 'https://other.example/hook', secret: 's4', events: ['newsletter.confirmed'], enabled: true });

    const createdAt = new Date('2026-11-25T10:00:00.000Z');
    const ids = await t.db.transaction((trx) => enqueueWebhookEvent(trx, 'lead.created', { lead: { id: 7 } }, ref, { now: createdAt }));
    expect(ids).toHaveLength(2);
    const rows = await t.db('deliveries').join('webhook_endpoints', 'webhook_endpoints.id', 'deliveries.endpoint_id').select('deliveries.*', 'webhook_endpoints.name');
    expect(rows.map((row) => row.name).sort()).toEqual(['crm', 'slack']);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: 'lead.created', channel: 'webhook', status: 'pending', person_email: 'ann@example.com' });
      expect(JSON.parse(row.payload)).toEqual({ type: 'lead.created', id: row.id, createdAt: '2026-11-25T10:00:00.000Z', data: { lead: { id: 7 } } });
    }
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
  });

  it('queues no webhook delivery without endpoints', async () => {
    expect(await t.db.transaction((trx) => enqueueWebhookEvent(trx, 'lead.created', {}, ref))).toEqual([]);
    expect(await countRows(t.db, 'deliveries')).toBe(0);
  });
});
