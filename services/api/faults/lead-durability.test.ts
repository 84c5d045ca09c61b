/**
 * Lead durability: hundreds of concurrent contact and newsletter submissions,
 * each with its own Idempotency-Key, while the API process is SIGKILLed midway and restarted
 * on the same port. A client that gets no answer (or a 503 while the restarted process is
 * busy) retries with the same key, as the widgets do. Every submission must end up in
 * MariaDB exactly once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { ApiProcess, contactLead, countBy, findStackTrace, newsletterLead, pool, timedPost, waitUntil } from './harness.ts';

const SUBMISSIONS = 300;
const CONCURRENCY = 16;
/** Kill when this many submissions have been answered (one kill, midway: each restart costs ~10 s here). */
const KILL_AFTER_ANSWERS = [SUBMISSIONS / 2];
const RETRY_DELAY_MS = 100;
const GIVE_UP_AFTER_MS = 60_000;

interface Outcome {
  path: string;
  email: string;
  status: number;
  replayed: boolean;
  /** Attempts that got no answer (connection refused or reset while the API was down), or a 503. */
  failedAttempts: number;
  errors: string[];
  text: string;
}

describe('leads while the API is killed and restarted', () => {
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

  it('stores every submission that got a 2xx exactly once; retries with the same key create no duplicates', async () => {
    let answered = 0;
    const kills: { signal: string | null; restartMs: number }[] = [];

    const submit = async (i: number): Promise<Outcome> => {
      const id = `durable-${i}`;
      const [path, body] = i % 2 === 0 ? ['/api/contact', contactLead(id)] : ['/api/newsletter/subscribe', newsletterLead(id)];
      const key = `key-${id}`;
      const errors: string[] = [];
      const deadline = Date.now() + GIVE_UP_AFTER_MS;
      for (;;) {
        const response = await timedPost(`${api.url}${path}`, body, { 'Idempotency-Key': key });
        const retriable = response.status === 0 || response.status === 503;
        if (!retriable || Date.now() > deadline) {
          answered++;
          return {
            path,
            email: body.email as string,
            status: response.status,
            replayed: response.headers.get('idempotent-replayed') === 'true',
            failedAttempts: errors.length,
            errors,
            text: response.text,
          };
        }
        errors.push(response.error ?? String(response.status));
        await sleep(RETRY_DELAY_MS);
      }
    };

    const killer = (async () => {
      for (const threshold of KILL_AFTER_ANSWERS) {
        await waitUntil(`${threshold} answered submissions`, () => answered >= threshold, { timeoutMs: 120_000, intervalMs: 5 });
        const exit = await api.kill('SIGKILL');
        const start = performance.now();
        await api.restart();
        kills.push({ signal: exit.signal, restartMs: performance.now() - start });
      }
    })();
    const outcomes = await pool(SUBMISSIONS, CONCURRENCY, submit);
    await killer;

    const retried = outcomes.filter((o) => o.failedAttempts > 0);
    console.log(
      `lead durability: ${SUBMISSIONS} submissions, ${kills.length} SIGKILL(s) (restart took ${kills.map((k) => `${Math.round(k.restartMs)} ms`).join(', ')}); ` +
        `${retried.length} clients got no answer (or a 503) and retried (${countBy(retried.flatMap((o) => o.errors))}); ` +
        `${outcomes.filter((o) => o.replayed).length} retries replayed an answer committed before the kill; final statuses ${countBy(outcomes.map((o) => String(o.status)))}`,
    );

    expect(kills.map((k) => k.signal)).toEqual(KILL_AFTER_ANSWERS.map(() => 'SIGKILL'));
    // The kills landed mid-run: clients lost answers and retried.
    expect(retried.length).toBeGreaterThan(0);
    // Every client ends with its normal answer (a retry replays it if the first try committed).
    for (const outcome of outcomes) {
      expect(outcome.status, `${outcome.email}: ${outcome.errors.join(', ')} ${outcome.text}`).toBe(outcome.path === '/api/contact' ? 201 : 200);
      expect(findStackTrace(outcome.text)).toBeUndefined();
    }

    // In MariaDB: every submission exactly once, nothing else.
    const contactEmails = outcomes.filter((o) => o.path === '/api/contact').map((o) => o.email);
    const newsletterEmails = outcomes.filter((o) => o.path !== '/api/contact').map((o) => o.email);
    const contactRows = (await database.db('contact_requests').select('email')).map((row) => row.email as string);
    const newsletterRows = (await database.db('newsletter_subscriptions').select('email')).map((row) => row.email as string);
    expect(contactRows.sort()).toEqual(contactEmails.sort());
    expect(newsletterRows.sort()).toEqual(newsletterEmails.sort());
    const keys = await database.db('idempotency_keys').select('endpoint', 'key');
    expect(keys).toHaveLength(SUBMISSIONS);
    expect(findStackTrace(api.output)).toBeUndefined();
  });
});
