/**
 * The rate counter's single statement: each hit reads back its own count, also
 * under concurrency and across connections, and a blocked key stays over any limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_COUNT, rateLimitsRepository } from '../src/middleware/store/rate-limits.ts';
import { createTestDatabase, dialects, type TestDatabase } from './helpers.ts';

describe.each(dialects)('the rate counter on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('counts 1, 2, 3 for one key and window, apart from other keys and windows', async () => {
    const counter = rateLimitsRepository(database.db);
    expect([await counter.hit('t:a', 100), await counter.hit('t:a', 100), await counter.hit('t:a', 100)]).toEqual([1, 2, 3]);
    expect(await counter.hit('t:b', 100)).toBe(1);
    expect(await counter.hit('t:a', 160)).toBe(1);
    expect(await database.db('rate_limits').where({ key: 't:a', window_start: 100 }).first('count')).toEqual({ count: 3 });
  });

  it('gives 40 concurrent hits the counts 1 to 40, each exactly once', async () => {
    const counter = rateLimitsRepository(database.db);
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.hit('t:concurrent', 200)));
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
  });

  it('after undo counts on from the lower count, and a blocked key is over any limit for the rest of its window', async () => {
    const counter = rateLimitsRepository(database.db);
    await counter.hit('t:undo', 300);
    await counter.hit('t:undo', 300);
    await counter.undo('t:undo', 300);
    expect(await counter.hit('t:undo', 300)).toBe(2);
    await counter.block('t:undo', 300);
    await counter.undo('t:undo', 300);
    expect(await counter.hit('t:undo', 300)).toBe(BLOCKED_COUNT);
    await counter.block('t:fresh', 300);
    expect(await counter.count('t:fresh', 300)).toBe(BLOCKED_COUNT);
    expect(await counter.hit('t:fresh', 360)).toBe(1);
  });
});
