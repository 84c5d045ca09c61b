import { randomBytes } from 'node:crypto';
import type { LoadResult } from './load.ts';
import { pacedLoad } from './paced-load.ts';

/** A run's tag: its leads' e-mail addresses are `bench-<run>-<n>@example.com`, to count them after. */
export const newRun = (): string => randomBytes(4).toString('hex');

/** Lead number `sequence` of `run`: a valid contact form submission with its own e-mail address. */
function lead(run: string, sequence: number): string {
  return JSON.stringify({
    form: 'contact',
    firstName: 'Bench',
    lastName: `Lead ${sequence}`,
    email: `bench-${run}-${sequence}@example.com`,
    company: 'Bench Ltd',
    interest: 'engineering',
    message: 'A load test lead from pnpm bench.',
    consent: true,
  });
}

/** POST /api/contact at `rate` per second for `seconds` (open loop, `pacedLoad`), every request a distinct lead of `run`. */
export function postLeads(url: string, { rate, seconds, run = newRun() }: { rate: number; seconds: number; run?: string }): Promise<LoadResult> {
  return pacedLoad({
    url,
    rate,
    seconds,
    request: (sequence) => ({ method: 'POST', path: '/api/contact', headers: { 'content-type': 'application/json' }, body: lead(run, sequence) }),
  });
}
