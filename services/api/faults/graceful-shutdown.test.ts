/**
 * Graceful shutdown: SIGTERM while clients keep posting leads, half of them on a
 * new connection per request, half on one keep-alive connection each (as a reverse proxy
 * does). The server stops accepting, every request it accepted completes with its normal
 * status, the database pool closes, and the process exits 0 well within its 10 s grace
 * period (reaching it would mean connections were cut).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { ApiProcess, contactLead, countBy, findStackTrace, rawRequest, waitUntil } from './harness.ts';

const CONCURRENCY = 8;
const LOAD_BEFORE_SIGNAL_MS = 1_500;
/** The server's grace period is 10 s; draining under this load takes well under a second. */
const EXIT_WITHIN_MS = 5_000;

interface Attempt {
  email: string;
  startedAt: number;
  endedAt: number;
  status: number;
  /** The socket error when there was no answer, e.g. ECONNREFUSED. */
  error?: string;
  /** The answer's Connection header. */
  connection?: string;
  keepAlive: boolean;
}

/** One POST through `agent` (false: a connection of its own); a socket error resolves as status 0. */
async function post(url: string, body: unknown, agent: http.Agent | false): Promise<{ status: number; text: string; connection?: string; error?: string }> {
  const payload = JSON.stringify(body);
  const { status, text, headers, error } = await rawRequest(
    url,
    { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
    (request) => request.end(payload),
  );
  return { status, text, connection: headers.connection, error };
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
    const agents: http.Agent[] = [];
    const worker = async (index: number) => {
      const keepAlive = index % 2 === 1;
      const agent = keepAlive ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : false;
      if (agent) agents.push(agent);
      for (;;) {
        const lead = contactLead(`graceful-${sequence++}`);
        const startedAt = performance.now();
        const { status, text, connection, error } = await post(`${api.url}/api/contact`, lead, agent);
        attempts.push({ email: lead.email as string, startedAt, endedAt: performance.now(), status, connection, keepAlive, ...(error ? { error } : {}) });
        expect(findStackTrace(text)).toBeUndefined();
        if (error === 'ECONNREFUSED') {
          refusedByWorker++;
          return; // the server is gone: this client stops
        }
      }
    };
    const load = Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index))).finally(() => {
      for (const agent of agents) agent.destroy();
    });

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
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
    expect(api.output).toContain('"msg":"stopped"');
    expect(findStackTrace(api.output)).toBeUndefined();

    // Requests were in flight when the signal came, and they completed normally.
    expect(inFlightAtSignal.length).toBeGreaterThan(0);
    // Keep-alive clients in flight when the server began draining were told to close (the
    // client cannot tell exactly when the signal arrived, so: at least one), and none held
    // the process open: it exited long before the grace period.
    expect(attempts.filter((a) => a.keepAlive && a.connection === 'close').length).toBeGreaterThan(0);
    // Each answer is the lead's 201, or, on a machine so busy that MariaDB's handshake or a pooled
    // connection took longer than the API's bounds (1 s, 1.5 s), the documented fast 503 for
    // it, logged as such and stored nothing; shutting down never cuts one short.
    const saved = answered.filter((a) => a.status === 201);
    const busy = answered.filter((a) => a.status === 503);
    const timedOut = api.output
      .split('\n')
      .filter((line) => line.includes('"msg":"database unavailable"') && /"name":"KnexTimeoutError"|"code":"ETIMEDOUT"/.test(line));
    expect(saved.length + busy.length, countBy(answered.map((a) => String(a.status)))).toBe(answered.length);
    expect(saved.length).toBeGreaterThan(busy.length);
    expect(timedOut).toHaveLength(busy.length);
    // Every client stopped on a refused connection: the listener was closed.
    expect(refusedByWorker).toBe(CONCURRENCY);
    // A connection in the kernel's backlog when the listener closed is reset without ever
    // reaching the server; anything else (a cut response) is a failure. The server's request
    // log proves it: it handled exactly the requests whose answers the clients received.
    expect(noAnswer.every((a) => a.error === 'ECONNREFUSED' || a.error === 'ECONNRESET'), countBy(noAnswer.map((a) => a.error!))).toBe(true);
    expect(logged).toHaveLength(answered.length);

    // Every answered lead is stored exactly once, and nothing else.
    const rows = (await database.db('contact_requests').select('email')).map((row) => row.email as string);
    expect(rows.sort()).toEqual(saved.map((a) => a.email).sort());
    await waitUntil('MariaDB to drop the API connections', async () => (await foreignConnections(database.db)) === 0, { timeoutMs: 5_000 });
  });
});
