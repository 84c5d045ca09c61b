/**
 * Bodies the property-based fuzzer (faults/fuzz.test.ts) found mishandled, one test each,
 * so they stay fixed without running the fuzzer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestDatabase, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

describe('bodies the fuzzer found', () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await startTestServer(database.db, database.config);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('reads a JSON body whatever the letter case of its media type (RFC 9110: case-insensitive)', async () => {
    for (const [index, type] of ['Application/JSON', 'APPLICATION/JSON; Charset=UTF-8', 'application/json ; charset=utf-8', 'Application/Vnd.Api+JSON'].entries()) {
      const response = await postJson(`${server.url}/api/newsletter/subscribe`, { email: `case-${index}@example.com` }, { 'content-type': type });
      expect([type, response.status]).toEqual([type, 200]);
    }
    expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(4);
  });

  const lead = { form: 'contact', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', company: 'Acme', interest: 'other', message: 'A message of some length.', consent: true };

  it('refuses a body that is not UTF-8 (it was stored with U+FFFD in place of the bad bytes)', async () => {
    const before = await countRows(database.db, 'contact_requests');
    const [head, tail] = JSON.stringify({ ...lead, lastName: '@@' }).split('@@') as [string, string];
    for (const bad of [[0xff, 0xfe], [0xc3], [0xed, 0xa0, 0x80]]) {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat([Buffer.from(`${head}Le`), Buffer.from(bad), Buffer.from(tail)]),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Request body is not valid UTF-8 text' });
    }
    expect(await countRows(database.db, 'contact_requests')).toBe(before);
  });

  it('refuses a lone surrogate escape anywhere in the body (it was stored as U+FFFD); a pair is a character', async () => {
    const before = await countRows(database.db, 'contact_requests');
    const text = JSON.stringify({ ...lead, lastName: 'LONE' });
    for (const escape of ['\\ud800', '\\uDC00x', 'x\\udbff']) {
      const response = await postJson(`${server.url}/api/contact`, text.replace('LONE', escape));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Request body has text that is not valid Unicode' });
    }
    const inUnknownKey = await postJson(`${server.url}/api/contact`, text.replace('{', '{"\\ud800":1,'));
    expect(inUnknownKey.status).toBe(400);
    expect(await countRows(database.db, 'contact_requests')).toBe(before);

    const pair = await postJson(`${server.url}/api/contact`, text.replace('LONE', 'Lee \\ud83d\\ude00'));
    expect(pair.status).toBe(201);
    expect(await database.db('contact_requests').orderBy('id', 'desc').first('last_name')).toEqual({ last_name: 'Lee 😀' });
  });
});
