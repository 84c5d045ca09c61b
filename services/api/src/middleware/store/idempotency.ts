import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Database } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/index.ts';
import { toDbTime } from '../../db/columns.ts';

/** How long a stored answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The answer stored under a key, replayed for every repeat. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A stored answer and the hash of the request it answered (null: stored before hashes were kept). */
export interface StoredRequest extends StoredAnswer {
  requestHash: string | null;
}

/** A claim on (endpoint, key) to record together with the write it belongs to. */
export interface IdempotencyRecord extends StoredAnswer {
  endpoint: string;
  key: string;
  /** `requestHash()` of the request's body. */
  requestHash: string;
}

/**
 * SHA-256 (hex) of a JSON body in canonical form (object keys sorted at every depth), so
 * the same data serialised in another key order or spacing counts as the same request.
 */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

/** Another request already stored an answer under this key (possibly concurrently). */
export class IdempotencyKeyTaken extends Error {
  override name = 'IdempotencyKeyTaken';
}

export function idempotencyRepository(db: Database) {
  return {
    /** The unexpired answer stored under (endpoint, key), if any, with its request's hash. */
    async find(endpoint: string, key: string, now = new Date()): Promise<StoredRequest | undefined> {
      const row = await db('idempotency_keys')
        .where({ endpoint, key })
        .andWhere('created_at', '>', toDbTime(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
        .first<{ status: number | string; body: string; request_hash: string | null } | undefined>('status', 'body', 'request_hash');
      return row && { status: Number(row.status), body: JSON.parse(row.body) as unknown, requestHash: row.request_hash };
    },

    /** Deletes every answer older than the TTL; returns how many. */
    async deleteExpired(now = new Date()): Promise<number> {
      return db('idempotency_keys').where('created_at', '<=', toDbTime(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))).del();
    },
  };
}

/**
 * Inside the transaction of a write, before it: claims (endpoint, key), so a concurrent
 * repeat waits on (MySQL) or fails against (both) the unique index and rolls its own write
 * back. An expired answer still under the key is replaced. Throws `IdempotencyKeyTaken`.
 * (No delete runs before the insert: on MySQL a delete of a missing row takes a gap lock,
 * and two such transactions inserting into the same gap would deadlock.)
 */
export async function claimIdempotencyKey(trx: Knex.Transaction, record: IdempotencyRecord, now = new Date()): Promise<void> {
  const insert = () =>
    trx('idempotency_keys').insert({
      endpoint: record.endpoint,
      key: record.key,
      status: record.status,
      body: JSON.stringify(record.body),
      request_hash: record.requestHash,
      created_at: toDbTime(trx, now),
    });
  try {
    await insert();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A failed insert leaves the transaction usable on both dialects (statement rollback).
    const expired = await trx('idempotency_keys')
      .where({ endpoint: record.endpoint, key: record.key })
      .andWhere('created_at', '<=', toDbTime(trx, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
      .del();
    if (expired === 0) throw new IdempotencyKeyTaken(`Idempotency key already used on ${record.endpoint}`, { cause: error });
    await insert();
  }
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
