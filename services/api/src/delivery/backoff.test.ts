import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';
import { signWebhook } from './webhook.ts';

const defaults = { firstMs: 30_000, capMs: 3_600_000, giveUpMs: 72 * 3_600_000 };

describe('retryDelayMs (full jitter)', () => {
  it('waits between 1 s and 30 s before the first retry', () => {
    expect(retryDelayMs(1, defaults, () => 0)).toBe(1_000);
    expect(retryDelayMs(1, defaults, () => 0.999999)).toBeLessThanOrEqual(30_000);
    expect(retryDelayMs(1, defaults, () => 0.999999)).toBeGreaterThan(29_000);
  });

  it('doubles the ceiling per failed try and never exceeds an hour', () => {
    const top = (tries: number) => retryDelayMs(tries, defaults, () => 0.999999);
    expect([2, 3, 4].map(top).map((ms) => Math.round(ms / 1000))).toEqual([60, 120, 240]);
    for (const tries of [8, 9, 20, 500]) expect(top(tries)).toBeLessThanOrEqual(3_600_000);
    expect(top(500)).toBeGreaterThan(3_599_000);
  });

  it('spreads retries over the whole range', () => {
    const waits = Array.from({ length: 200 }, () => retryDelayMs(3, defaults));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(120_000);
    expect(new Set(waits).size).toBeGreaterThan(150);
  });

  it('uses a shorter floor when the first wait is shorter (tests)', () => {
    expect(retryDelayMs(1, { firstMs: 50, capMs: 200, giveUpMs: 1000 }, () => 0)).toBe(50);
  });
});

describe('signWebhook', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    // echo -n '1700000000.{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(signWebhook('secret', '{"a":1}', 1_700_000_000)).toBe(
      't=1700000000,v1=49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686',
    );
  });
});
