/**
 * Solves a proof-of-work challenge of the API (ALTCHA v2, `altcha-lib`'s own solver) into the
 * `Proof-Of-Work` header value: base64 of the JSON `{ challenge, solution }`. Loaded only when
 * an answer asks for it (`createApiClient` imports this module then), so a bundle that splits
 * code keeps the solver out of every page that never meets a challenge.
 *
 * The key derivation is WebCrypto's PBKDF2 (`crypto.subtle`, in browsers and Node): each
 * attempt is one asynchronous call, computed off the main thread, so the page stays
 * responsive while the solver tries the counters.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ProofOfWorkChallenge } from '@joognoo/schemas';

/** Gives up after this long (the API's challenges take a fraction of a second). */
const SOLVE_TIMEOUT_MS = 30_000;

/** The header value of the solved challenge; rejects when it cannot be solved. */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('The proof-of-work challenge was not solved in time');
  const payload = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  return btoa(payload);
}
