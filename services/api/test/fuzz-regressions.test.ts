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
});
