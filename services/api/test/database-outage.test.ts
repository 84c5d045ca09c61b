import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { isDatabaseUnavailable, openDatabase, type Database } from '../src/db/index.ts';
import { silentLogger } from '../src/logger.ts';
import { contactLead, expectNoLeak, postJson, startTestServer, type TestServer } from './helpers.ts';

const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a moment.' };
const HEALTH_DOWN = { status: 'unavailable', database: 'down', message: 'The database is not reachable' };
const newsletter = { email: 'ann@example.com' };
const contact = contactLead();

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', { code: 'ECONNREFUSED', errno: -111 }],
    ['a reset connection', { code: 'ECONNRESET' }],
    ['a connect timeout', { code: 'ETIMEDOUT' }],
    ['a connection lost mid-query', { code: 'PROTOCOL_CONNECTION_LOST', fatal: true }],
    ['too many connections', { code: 'ER_CON_COUNT_ERROR', errno: 1040 }],
    ['a server shutting down', { errno: 1053 }],
    ["knex's full or unreachable pool", Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' })],
    ['a closed mysql2 connection', new Error("Can't add new command when connection is in closed state")],
    ['a wrapped refusal', new Error('wrapped', { cause: { code: 'ECONNREFUSED' } })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate key', { code: 'ER_DUP_ENTRY', errno: 1062 }],
    ['a missing table', { code: 'ER_NO_SUCH_TABLE', errno: 1146 }],
    ['a SQLite constraint', { code: 'SQLITE_CONSTRAINT_UNIQUE' }],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/**
 * The API against a database that is down: nothing listening (refused), or a server that
 * accepts the TCP connection and never answers (a hung host). Neither may hang a request.
 */
describe.each([
  ['refuses connections', 'refused'],
  ['accepts connections but never answers', 'silent'],
] as const)('the API when the database %s', (_, kind) => {
  let silentServer: net.Server | undefined;
  const silentSockets = new Set<net.Socket>();
  let db: Database;
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    let port = 1; // nothing listens on port 1: connect() is refused at once
    if (kind === 'silent') {
      silentServer = net.createServer((socket) => {
        silentSockets.add(socket);
        socket.on('error', () => {});
      });
      await new Promise<void>((resolve) => silentServer!.listen(0, '127.0.0.1', resolve));
      port = (silentServer.address() as net.AddressInfo).port;
    }
    const config = { ...loadConfig({ DATABASE_URL: `mysql://root:hunter2@127.0.0.1:${port}/joognoo` }), rateLimitLeads: { limit: 1000, windowSeconds: 60 } };
    db = openDatabase(config, { logger: silentLogger });
    const record = (entry: Record<string, unknown>) => void logLines.push(JSON.stringify(entry));
    server = await startTestServer(db, config, { info() {}, warn: record, error: record });
  });

  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    for (const socket of silentSockets) socket.destroy();
    await new Promise<void>((resolve) => (silentServer ? silentServer.close(() => resolve()) : resolve()));
  });

  it.each([
    ['/api/contact', contact],
    ['/api/newsletter/subscribe', newsletter],
  ])('answers a lead POST to %s with 503, Retry-After and a clear message within 2 s', async (path, body) => {
    logLines.length = 0;
    const start = performance.now();
    const response = await postJson(`${server.url}${path}`, body);
    const elapsed = performance.now() - start;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(UNAVAILABLE);
    expectNoLeak(text);
    expect(elapsed).toBeLessThan(2_000);
    // One line for the request, naming the failure but no stack, host or password.
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0]!)).toMatchObject({ msg: 'database unavailable', method: 'POST', path });
    expect(logLines[0]).not.toMatch(/stack|\bat .+:\d+:\d+|hunter2|127\.0\.0\.1/);
  });

  it('answers a read with the same 503', async () => {
    const response = await fetch(`${server.url}/api/products`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(UNAVAILABLE);
  });

  it('reports the database down on /api/health within 2 s', async () => {
    const start = performance.now();
    const response = await fetch(`${server.url}/api/health`);
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(HEALTH_DOWN);
  });
});
