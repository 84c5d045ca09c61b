/**
 * nginx in front of two API processes (deploy/nginx.conf.template), one of them
 * SIGKILLed under a load of reads and lead submissions: nginx sends every GET that hit the
 * dead process to the live one (no failed GET), and never resends a POST itself; a client
 * whose POST got no 2xx retries it with its Idempotency-Key, as the widgets do, and every
 * lead ends up in MariaDB exactly once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startNginx, type RunningNginx } from '@joognoo/deploy/nginx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { ApiProcess, contactLead, countBy, findStackTrace, freePort, pool, timedPost, waitUntil } from './harness.ts';

const LEADS = 200;
const LEAD_CONCURRENCY = 8;
const READ_CONCURRENCY = 8;
/** Reads before the kill and after it, at least. */
const READS_EACH_SIDE = 30;
/** Kill one process when this many leads have been answered. */
const KILL_AFTER_ANSWERS = 60;
const RETRY_DELAY_MS = 100;
const GIVE_UP_AFTER_MS = 30_000;
const READ_PATHS = ['/api/products', '/api/case-studies', '/api/blog/posts/recent?limit=5', '/api/jobs', '/api/health'];

interface LeadOutcome {
  email: string;
  /** Statuses of the attempts before the last (0: no answer). */
  failedAttempts: string[];
  status: number;
  replayed: boolean;
  text: string;
}

describe('nginx in front of two API processes, one killed under load', () => {
  let database: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;
  let nginx: RunningNginx;

  beforeAll(async () => {
    database = await createTestDatabase('mariadb');
    // The client's address comes from nginx (X-Forwarded-For from a loopback peer).
    const options = { databaseUrl: database.config.databaseUrl!, env: { TRUST_PROXY: 'loopback' } };
    // One after the other: both would otherwise migrate and seed the same empty database at once.
    a = await ApiProcess.start(options);
    b = await ApiProcess.start(options);
    nginx = await startNginx({ listen: `127.0.0.1:${await freePort()}`, upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], workerProcesses: 1 });
  });

  afterAll(async () => {
    await nginx?.stop();
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it('answers every GET with 200 and stores every lead exactly once, retried by its key', async () => {
    let answeredLeads = 0;
    let leadsDone = false;
    const reads: Array<{ path: string; status: number; at: number; error?: string }> = [];
    let killedAt = Infinity;

    const readsAfterKill = () => reads.filter((read) => read.at > killedAt).length;
    const reader = async () => {
      // Until the leads are done and enough reads came after the kill (a fast machine stores
      // the 200 leads in about a second).
      for (let n = 0; !leadsDone || readsAfterKill() < READS_EACH_SIDE; n += 1) {
        const path = READ_PATHS[n % READ_PATHS.length]!;
        try {
          // Every other read carries a session cookie: nginx's cache is bypassed and a process answers.
          const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...(n % 2 === 0 ? { cookie: 'joognoo_auth=fault-test' } : {}) };
          const response = await fetch(nginx.url + path, { headers, signal: AbortSignal.timeout(15_000) });
          const body = await response.text();
          // A 200 with a cut body would be a failure too: every read must parse.
          JSON.parse(body);
          reads.push({ path, status: response.status, at: Date.now() });
        } catch (error) {
          reads.push({ path, status: 0, at: Date.now(), error: (error as Error).message });
        }
      }
    };

    const submit = async (i: number): Promise<LeadOutcome> => {
      const id = `nginx-${i}`;
      const body = contactLead(id);
      const key = `key-${id}`;
      const failedAttempts: string[] = [];
      const deadline = Date.now() + GIVE_UP_AFTER_MS;
      for (;;) {
        const response = await timedPost(`${nginx.url}/api/contact`, body, { 'Idempotency-Key': key });
        // Anything but a 2xx or a 4xx (the request's own fault) is retried with the same key.
        const retriable = response.status === 0 || response.status >= 500;
        if (!retriable || Date.now() > deadline) {
          answeredLeads += 1;
          return {
            email: body.email as string,
            failedAttempts,
            status: response.status,
            replayed: response.headers.get('idempotent-replayed') === 'true',
            text: response.text,
          };
        }
        failedAttempts.push(response.error ?? String(response.status));
        await sleep(RETRY_DELAY_MS);
      }
    };

    const killer = (async () => {
      await waitUntil(`${KILL_AFTER_ANSWERS} answered leads`, () => answeredLeads >= KILL_AFTER_ANSWERS, { timeoutMs: 60_000, intervalMs: 5 });
      killedAt = Date.now();
      return b.kill('SIGKILL');
    })();
    const readers = Array.from({ length: READ_CONCURRENCY }, reader);
    // Reads run before the first lead, so some surely come before the kill.
    await waitUntil(`${READS_EACH_SIDE} reads`, () => reads.length >= READS_EACH_SIDE, { timeoutMs: 60_000, intervalMs: 5 });
    const outcomes = await pool(LEADS, LEAD_CONCURRENCY, submit);
    leadsDone = true;
    await Promise.all(readers);
    const exit = await killer;

    const retried = outcomes.filter((outcome) => outcome.failedAttempts.length > 0);
    console.log(
      `nginx failover: ${reads.length} reads (${countBy(reads.map((read) => String(read.status)))}), ${LEADS} leads; ` +
        `${retried.length} lead(s) retried by the client (${countBy(retried.flatMap((outcome) => outcome.failedAttempts))}), ` +
        `${outcomes.filter((outcome) => outcome.replayed).length} replayed an answer committed before the kill`,
    );

    expect(exit.signal).toBe('SIGKILL');
    expect(a.running).toBe(true);
    // Reads went on before and after the kill, and none failed: nginx retried them on a.
    expect(reads.filter((read) => read.at < killedAt).length).toBeGreaterThanOrEqual(READS_EACH_SIDE);
    expect(readsAfterKill()).toBeGreaterThanOrEqual(READS_EACH_SIDE);
    expect(reads.filter((read) => read.status !== 200)).toEqual([]);

    for (const outcome of outcomes) {
      expect(outcome.status, `${outcome.email}: ${outcome.failedAttempts.join(', ')} ${outcome.text}`).toBe(201);
      expect(findStackTrace(outcome.text)).toBeUndefined();
    }
    // In MariaDB: every lead exactly once, and one idempotency answer per key.
    const rows = (await database.db('contact_requests').select('email')).map((row) => row.email as string);
    expect(rows.sort()).toEqual(outcomes.map((outcome) => outcome.email).sort());
    expect(await database.db('idempotency_keys').count({ n: '*' }).first()).toEqual({ n: LEADS });
    // nginx saw the dead process (and its error log says so, without anything of the API's).
    expect(nginx.log()).toMatch(/connect\(\) failed|upstream prematurely closed|Connection reset|recv\(\) failed/);
    expect(findStackTrace(a.output)).toBeUndefined();
  });
});
