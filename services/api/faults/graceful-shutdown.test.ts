/**
 * Graceful shutdown (issue 9 §2): SIGTERM while clients keep posting leads. The server stops
 * accepting, every request it accepted completes with its normal status, the database pool
 * closes, and the process exits 0 well within its 10 s grace period.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { ApiProcess, contactLead, countBy, findStackTrace, waitUntil } from './harness.ts';

const CONCURRENCY = 16;
const LOAD_BEFORE_SIGNAL_MS = 1_500;
const GRACE_MS = 10_000;

interface Attempt {
  email: string;
  startedAt: number;
  endedAt: number;
  status: number;
  /** The socket error when there was no answer, e.g. ECONNREFUSED. */
  error?: string;
}

/**
 * One POST on its own connection (no keep-alive), so "accepted by the server" and "refused"
 * are told apart by the client: a refused connection never carried a request.
 */
function postOnNewConnection(url: string, body: unknown): Promise<{ status: number; text: string; error?: string }> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, text, error: error.code ?? error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, text: '', error: error.code ?? error.message }));
    request.end(payload);
  });
}

/** Connections other than this process's own pool that are open on `db`'s database. */
async function foreignConnections(db: Database): Promise<number> {
  const row = await db.raw('select count(*) as n from information_schema.processlist where db = database()');
  const total = Number((row as [{ n: number }[]])[0][0]!.n);
  const pool = db.client.pool as { numUsed(): number; numFree(): number };
  return total - pool.numUsed() - pool.numFree();
}

describe('SIGTERM under load', () => {
  let database: TestDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase('mariadb');
    api = await ApiProcess.start({ databaseUrl: database.config.databaseUrl! });
  });

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('finishes every accepted request with its normal status, refuses new connections, closes the pool and exits 0', async () => {
    const attempts: Attempt[] = [];
    let refusedByWorker = 0;
    let sequence = 0;
    const worker = async () => {
      for (;;) {
        const lead = contactLead(`graceful-${sequence++}`);
        const startedAt = performance.now();
        const { status, text, error } = await postOnNewConnection(`${api.url}/api/contact`, lead);
        attempts.push({ email: lead.email as string, startedAt, endedAt: performance.now(), status, ...(error ? { error } : {}) });
        expect(findStackTrace(text)).toBeUndefined();
        if (error === 'ECONNREFUSED') {
          refusedByWorker++;
          return; // the server is gone: this client stops
        }
      }
    };
    const load = Promise.all(Array.from({ length: CONCURRENCY }, worker));

    await sleep(LOAD_BEFORE_SIGNAL_MS);
    expect(await foreignConnections(database.db)).toBeGreaterThan(0); // the API's pool, in use
    const signalledAt = performance.now();
    api.signal('SIGTERM');
    const exit = await api.exited;
    const exitMs = performance.now() - signalledAt;
    await load;

    const inFlightAtSignal = attempts.filter((a) => a.startedAt < signalledAt && a.endedAt > signalledAt && a.status !== 0);
    const answered = attempts.filter((a) => a.status !== 0);
    const noAnswer = attempts.filter((a) => a.status === 0);
    const logged = api.output.split('\n').filter((line) => line.includes('"msg":"request"') && line.includes('"path":"/api/contact"'));
    console.log(
      `graceful shutdown: ${attempts.length} requests, ${inFlightAtSignal.length} answered after SIGTERM had arrived; ` +
        `statuses ${countBy(attempts.map((a) => String(a.status || a.error)))}; exit ${JSON.stringify(exit)} after ${Math.round(exitMs)} ms`,
    );

    // The process exits by itself, with 0, after closing the pool ('stopped' follows db.destroy()).
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(GRACE_MS);
    expect(api.output).toContain('"msg":"stopped"');
    expect(findStackTrace(api.output)).toBeUndefined();

    // Requests were in flight when the signal came, and they completed normally.
    expect(inFlightAtSignal.length).toBeGreaterThan(0);
    expect(answered.every((a) => a.status === 201), countBy(answered.map((a) => String(a.status)))).toBe(true);
    // Every client stopped on a refused connection: the listener was closed.
    expect(refusedByWorker).toBe(CONCURRENCY);
    // A connection in the kernel's backlog when the listener closed is reset without ever
    // reaching the server; anything else (a cut response) is a failure. The server's request
    // log proves it: it handled exactly the requests whose answers the clients received.
    expect(noAnswer.every((a) => a.error === 'ECONNREFUSED' || a.error === 'ECONNRESET'), countBy(noAnswer.map((a) => a.error!))).toBe(true);
    expect(logged).toHaveLength(answered.length);

    // Every answered lead is stored exactly once, and nothing else.
    const rows = (await database.db('contact_requests').select('email')).map((row) => row.email as string);
    expect(rows.sort()).toEqual(answered.map((a) => a.email).sort());
    await waitUntil('MariaDB to drop the API connections', async () => (await foreignConnections(database.db)) === 0, { timeoutMs: 5_000 });
  });
});
