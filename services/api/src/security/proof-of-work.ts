/**
 * Proof-of-work challenges (ALTCHA v2, the self-hosted `altcha-lib`; no third-party service):
 * what a write needs once its form is over the site-wide ceiling (middleware/form-ceiling.ts).
 *
 * A challenge is deterministic: the server picks the counter, derives its key (PBKDF2) and
 * signs both, so checking a solution is two HMACs, while the browser must try counters from 0
 * until its key matches. The difficulty is modest on purpose (about 150 PBKDF2 derivations of
 * 1,000 rounds: a tenth of a second on a laptop, well under a second on a phone): it slows a
 * flood that rotates addresses without a visitor noticing. A solution is good once: its
 * challenge's nonce is recorded in `rate_limits` until the challenge expires.
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ProofOfWorkChallenge } from '@joognoo/schemas';
import type { Config } from '../config.ts';
import type { RateLimitsRepository } from '../middleware/store/rate-limits.ts';

export const PROOF_OF_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 rounds per derivation. */
  cost: 1000,
  /** The secret counter is drawn from this range: the solver's expected work is its middle. */
  counterMin: 50,
  counterMax: 250,
  /** How long a challenge may be solved and used. */
  ttlSeconds: 10 * 60,
} as const;

/** The longest header value read (a genuine payload is about 600 characters). */
const MAX_PAYLOAD_LENGTH = 4096;
const USED_PREFIX = 'pow-used:';
const CLEANUP_INTERVAL_SECONDS = 60;

/** A key of this process, for a start without PROOF_OF_WORK_KEY and without an integration key (outside production only). */
let processKey: Buffer | undefined;

/**
 * The HMAC key: PROOF_OF_WORK_KEY; without it (outside production: loadConfig requires it
 * there) one derived from the integration keyring, which `startServer` reads from the key
 * file it generated (so every process of a DATA_DIR agrees); without that, a random key of
 * this process.
 */
function hmacKey(config: Pick<Config, 'proofOfWork' | 'integrationKeys' | 'nodeEnv'>): Buffer {
  if (config.proofOfWork.key) return Buffer.from(config.proofOfWork.key, 'utf8');
  if (config.nodeEnv === 'production') throw new Error('No proof-of-work key: set PROOF_OF_WORK_KEY');
  const { encryptWith, keys } = config.integrationKeys;
  const integrationKey = encryptWith === undefined ? undefined : keys.get(encryptWith);
  if (integrationKey) return Buffer.from(hkdfSync('sha256', integrationKey, Buffer.alloc(0), 'joognoo proof of work v1', 32));
  processKey ??= randomBytes(32);
  return processKey;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ challenge, solution }` of the header (base64 JSON), or undefined when it is not one. */
function parsePayload(header: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } | undefined {
  if (header.length > MAX_PAYLOAD_LENGTH || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(header)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return undefined;
  const { parameters, signature } = value.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string' || typeof parameters.nonce !== 'string' || typeof parameters.expiresAt !== 'number') return undefined;
  const { counter, derivedKey } = value.solution;
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return undefined;
  return { challenge: { parameters: parameters as unknown as Challenge['parameters'], signature }, solution: { counter, derivedKey } };
}

export interface ProofOfWork {
  /** A fresh signed challenge. */
  challenge(): Promise<ProofOfWorkChallenge>;
  /**
   * Whether the header carries a genuine, unexpired solution that was not used before (it is
   * used by this call). Anything else (malformed, forged, wrong, expired, replayed) is false.
   */
  redeem(header: string): Promise<boolean>;
}

export function proofOfWork(
  rateLimits: RateLimitsRepository,
  config: Pick<Config, 'proofOfWork' | 'integrationKeys' | 'nodeEnv'>,
  now: () => number = Date.now,
): ProofOfWork {
  let secrets: { signature: string; keySignature: string } | undefined;
  // Two HMAC secrets from the one key: the challenge's signature and its derived key's.
  const secretsOf = () => {
    if (!secrets) {
      const key = hmacKey(config);
      const secret = (label: string) => createHmac('sha256', key).update(label).digest('hex');
      secrets = { signature: secret('challenge signature'), keySignature: secret('derived key signature') };
    }
    return secrets;
  };
  let lastCleanup = 0;

  return {
    async challenge() {
      const { signature, keySignature } = secretsOf();
      const challenge = await createChallenge({
        algorithm: PROOF_OF_WORK.algorithm,
        cost: PROOF_OF_WORK.cost,
        counter: randomInt(PROOF_OF_WORK.counterMin, PROOF_OF_WORK.counterMax),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + PROOF_OF_WORK.ttlSeconds,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
      return challenge as ProofOfWorkChallenge;
    },

    async redeem(header) {
      const payload = parsePayload(header.trim());
      if (!payload) return false;
      const seconds = Math.floor(now() / 1000);
      const expiresAt = payload.challenge.parameters.expiresAt!;
      // verifySolution checks the expiry against the wall clock; this one may be a test's.
      if (expiresAt < seconds) return false;
      const { signature, keySignature } = secretsOf();
      let verified = false;
      try {
        ({ verified } = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: signature, hmacKeySignatureSecret: keySignature }));
      } catch {
        return false; // parameters no genuine challenge has (a forged one fails its signature anyway)
      }
      if (!verified) return false;
      if (seconds - lastCleanup >= CLEANUP_INTERVAL_SECONDS) {
        lastCleanup = seconds;
        await rateLimits.deleteBefore(seconds, USED_PREFIX);
      }
      // The nonce is random per challenge and covered by its signature; kept until it expires.
      return (await rateLimits.hit(`${USED_PREFIX}${payload.challenge.parameters.nonce.slice(0, 64)}`, expiresAt)) === 1;
    },
  };
}
