import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.ts';

describe('singleFlight', () => {
  it('gives the waiting callers what the leader shared, and nothing once it has finished', async () => {
    const flights = singleFlight<string>();
    let release!: () => void;
    const led = flights.lead('k', async (share) => {
      await new Promise<void>((resolve) => (release = resolve));
      share('built');
      return 'leader';
    });
    const waiting = flights.waitFor('k');
    expect(flights.waitFor('other')).toBeUndefined();
    release();
    expect([await led, await waiting]).toEqual(['leader', 'built']);
    expect(flights.waitFor('k')).toBeUndefined();
  });

  it('answers undefined to the waiting callers when the leader shares nothing or fails', async () => {
    const flights = singleFlight<string>();
    const quiet = flights.lead('a', async () => 'no share');
    const waitingQuiet = flights.waitFor('a');
    const failing = flights.lead('b', async () => {
      throw new Error('boom');
    });
    const waitingFailed = flights.waitFor('b');
    await expect(failing).rejects.toThrow('boom');
    expect([await quiet, await waitingQuiet, await waitingFailed]).toEqual(['no share', undefined, undefined]);
  });
});
