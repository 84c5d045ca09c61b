/**
 * Every query of the delivery worker and of leads:redeliver on `deliveries` and
 * `delivery_attempts` (the outbox writes are in ./outbox.ts).
 *
 * A claim takes due rows (status pending, next_attempt_at passed) and marks them with a
 * lease: leased_by gets a token unique to this claim, lease_until and next_attempt_at the
 * lease's end. So a worker that dies mid-send leaves rows that are due again when the lease
 * lapses, and the result of an attempt is written only while the token still holds it.
 */
import type { Knex } from 'knex';
import { toDbTime, toIso } from '../../db/columns.ts';
import { isSqlite } from '../../db/index.ts';
import type { DeliveryChannel, DeliveryStatus } from './outbox.ts';

export interface ClaimedDelivery {
  id: string;
  kind: string;
  channel: DeliveryChannel;
  endpointId: number | null;
  /** Set for a delivery to a partner's own webhook (then endpointId is null). */
  partnerId: string | null;
  /** JSON text: the EmailMessage or the WebhookEvent (an e-mail's live tokens as placeholders). */
  payload: string;
  /** The e-mail's live tokens, encrypted (outbox.ts unsealSecrets); null when it has none, or no longer. */
  secretsEncrypted: string | null;
  /** Attempts before this one since retry_since. */
  attempts: number;
  retrySince: Date;
  /** The claim's token (leased_by). */
  lease: string;
}

export interface AttemptRecord {
  outcome: 'delivered' | 'retry' | 'dead';
  /** The HTTP status code or the SMTP reply. */
  response: string | null;
  error: string | null;
  /** When a retry is due (outcome retry). */
  nextAttemptAt: Date | null;
  attemptedAt: Date;
  durationMs: number;
  worker: string;
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  leaseMs: number;
  /** Unique per claim: `<worker id>:<counter>`. */
  lease: string;
}

/** How this database lets several workers claim at once without blocking each other. */
export type ClaimStrategy = 'skip-locked' | 'update-limit' | 'sqlite';

/**
 * MariaDB 10.6+ and MySQL 8.0.1+ have `FOR UPDATE SKIP LOCKED`; older servers claim with
 * `UPDATE ... ORDER BY ... LIMIT` (correct, but concurrent claims wait on each other's
 * row locks); SQLite has one writer, so a plain UPDATE of a sub-select is atomic. TiDB
 * (`8.0.11-TiDB-v...`) accepts SKIP LOCKED but does not skip locked rows: it claims with
 * `UPDATE ... LIMIT` too (deploy/README.md).
 */
export async function claimStrategy(db: Knex): Promise<ClaimStrategy> {
  if (isSqlite(db)) return 'sqlite';
  const [rows] = (await db.raw('SELECT VERSION() AS version')) as [{ version: string }[]];
  return claimStrategyFor(String(rows[0]?.version ?? ''));
}

/** The claim strategy of a MySQL-family server by its `VERSION()`. */
export function claimStrategyFor(version: string): Exclude<ClaimStrategy, 'sqlite'> {
  if (/tidb/i.test(version)) return 'update-limit';
  const [major = 0, minor = 0, patch = 0] = version.split(/[.-]/).map(Number);
  const mariadb = /mariadb/i.test(version);
  const skipLocked = mariadb ? major > 10 || (major === 10 && minor >= 6) : major > 8 || (major === 8 && (minor > 0 || patch >= 1));
  return skipLocked ? 'skip-locked' : 'update-limit';
}

function due(query: Knex.QueryBuilder, db: Knex, now: Date): Knex.QueryBuilder {
  return query.where('status', 'pending' satisfies DeliveryStatus).where('next_attempt_at', '<=', toDbTime(db, now));
}

/** Claims up to `limit` due deliveries (oldest due first) for this worker. */
export async function claimDue(db: Knex, strategy: ClaimStrategy, options: ClaimOptions): Promise<ClaimedDelivery[]> {
  const leaseEnd = toDbTime(db, new Date(options.now.getTime() + options.leaseMs));
  const mark = { leased_by: options.lease, lease_until: leaseEnd, next_attempt_at: leaseEnd };
  if (strategy === 'skip-locked') {
    // READ COMMITTED: no gap locks, so concurrent claims (which move next_attempt_at within
    // the index they scan) skip each other's rows instead of deadlocking; one is retried anyway.
    await retryOnDeadlock(() =>
      db.transaction(
        async (trx) => {
          const rows: { id: string }[] = await due(trx('deliveries').select('id'), trx, options.now)
            .orderBy('next_attempt_at')
            .limit(options.limit)
            .forUpdate()
            .skipLocked();
          if (rows.length > 0) await trx('deliveries').whereIn('id', rows.map((row) => row.id)).update(mark);
        },
        { isolationLevel: 'read committed' },
      ),
    );
  } else if (strategy === 'update-limit') {
    await due(db('deliveries'), db, options.now).orderBy('next_attempt_at').limit(options.limit).update(mark);
  } else {
    await db('deliveries')
      .whereIn('id', due(db('deliveries').select('id'), db, options.now).orderBy('next_attempt_at').limit(options.limit))
      .update(mark);
  }
  const claimed = await db('deliveries')
    .select('id', 'kind', 'channel', 'endpoint_id', 'partner_id', 'payload', 'secrets_encrypted', 'attempts', 'retry_since')
    .where({ leased_by: options.lease, status: 'pending' });
  return claimed.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    channel: row.channel as DeliveryChannel,
    endpointId: row.endpoint_id === null ? null : Number(row.endpoint_id),
    partnerId: row.partner_id === null ? null : String(row.partner_id),
    payload: String(row.payload),
    secretsEncrypted: row.secrets_encrypted === null ? null : String(row.secrets_encrypted),
    attempts: Number(row.attempts),
    retrySince: new Date(toIso(row.retry_since)),
    lease: options.lease,
  }));
}

/**
 * Records attempts and their effect on their deliveries, in one transaction (the worker
 * groups the attempts that finish together: one commit for many). Returns, per attempt,
 * false when the lease was lost (it lapsed and another worker claimed the row): the attempt
 * is still recorded, the row is left to its new holder.
 */
export async function recordAttempts(db: Knex, attempts: readonly { delivery: ClaimedDelivery; attempt: AttemptRecord }[]): Promise<boolean[]> {
  // READ COMMITTED (MySQL): row locks by primary key only, no gap locks that would make the
  // API's lead inserts wait or deadlock; a deadlock anyway is retried.
  return retryOnDeadlock(() => db.transaction(async (trx) => {
    // Which rows these claims still hold (a lapsed lease may have passed one to another worker).
    const heldQuery = trx('deliveries').select('id', 'leased_by').whereIn('id', attempts.map(({ delivery }) => delivery.id));
    if (!isSqlite(trx)) heldQuery.forUpdate();
    const leases = new Map(attempts.map(({ delivery }) => [delivery.id, delivery.lease]));
    const heldIds = new Set(
      (await heldQuery).filter((row: { id: string; leased_by: string | null }) => row.leased_by === leases.get(String(row.id))).map((row: { id: string }) => String(row.id)),
    );
    const held = attempts.map(({ delivery }) => heldIds.has(delivery.id));
    // Successes (nearly every attempt) in one statement; retries and dead ones one by one.
    const delivered = attempts.filter(({ delivery, attempt }) => attempt.outcome === 'delivered' && heldIds.has(delivery.id));
    if (delivered.length > 0) {
      const at = toDbTime(trx, new Date(Math.max(...delivered.map(({ attempt }) => attempt.attemptedAt.getTime()))));
      await trx('deliveries')
        .whereIn('id', delivered.map(({ delivery }) => delivery.id))
        // A delivered e-mail's live tokens are dropped: the outbox keeps no token once it was sent.
        .update({ status: 'delivered', attempts: trx.raw('attempts + 1'), next_attempt_at: at, lease_until: null, leased_by: null, delivered_at: at, last_error: null, secrets_encrypted: null });
    }
    for (const { delivery, attempt } of attempts) {
      if (attempt.outcome === 'delivered' || !heldIds.has(delivery.id)) continue;
      await trx('deliveries')
        .where({ id: delivery.id })
        .update({
          status: attempt.outcome === 'dead' ? 'dead' : 'pending',
          attempts: delivery.attempts + 1,
          next_attempt_at: toDbTime(trx, attempt.nextAttemptAt ?? attempt.attemptedAt),
          lease_until: null,
          leased_by: null,
          last_error: truncate(attempt.error ?? attempt.response, 1000),
          // A dead e-mail's live tokens go too (a re-queued one is refused: its links need a new request).
          ...(attempt.outcome === 'dead' ? { secrets_encrypted: null } : {}),
        });
    }
    await trx('delivery_attempts').insert(
      attempts.map(({ delivery, attempt }) => ({
        delivery_id: delivery.id,
        attempted_at: toDbTime(trx, attempt.attemptedAt),
        outcome: attempt.outcome,
        response: truncate(attempt.response, 500),
        error: truncate(attempt.error, 1000),
        next_attempt_at: attempt.nextAttemptAt ? toDbTime(trx, attempt.nextAttemptAt) : null,
        duration_ms: Math.round(attempt.durationMs),
        worker: truncate(attempt.worker, 100),
      })),
    );
    return held;
  }, isSqlite(db) ? {} : { isolationLevel: 'read committed' }));
}

/** MySQL's deadlock (1213) or lock wait timeout (1205): the transaction was rolled back, run it again. */
async function retryOnDeadlock<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const errno = (error as { errno?: number }).errno;
      if (attempt >= tries || (errno !== 1213 && errno !== 1205)) throw error;
    }
  }
}

function truncate(value: string | null, length: number): string | null {
  return value === null ? null : value.length > length ? `${value.slice(0, length - 1)}…` : value;
}

export interface DeadDelivery {
  id: string;
  kind: string;
  channel: DeliveryChannel;
  attempts: number;
  createdAt: string;
  lastError: string | null;
}

/** Dead deliveries, oldest first. */
export async function deadDeliveries(db: Knex): Promise<DeadDelivery[]> {
  const rows = await db('deliveries')
    .select('id', 'kind', 'channel', 'attempts', 'created_at', 'last_error')
    .where({ status: 'dead' })
    .orderBy('created_at');
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    channel: row.channel as DeliveryChannel,
    attempts: Number(row.attempts),
    createdAt: toIso(row.created_at),
    lastError: row.last_error === null ? null : String(row.last_error),
  }));
}

/**
 * Re-queues dead deliveries (all, or those of `ids`): due now, with a fresh give-up window
 * and attempt count; their attempt history stays. Returns the ids re-queued.
 */
export async function redeliver(db: Knex, which: { ids: readonly string[] } | 'all', now = new Date()): Promise<string[]> {
  return db.transaction(async (trx) => {
    const query = trx('deliveries').select('id').where({ status: 'dead' });
    if (which !== 'all') query.whereIn('id', which.ids);
    if (!isSqlite(trx)) query.forUpdate();
    const ids = (await query).map((row: { id: string }) => String(row.id));
    const at = toDbTime(trx, now);
    for (let start = 0; start < ids.length; start += 500) {
      await trx('deliveries')
        .whereIn('id', ids.slice(start, start + 500))
        .where({ status: 'dead' })
        .update({ status: 'pending', attempts: 0, retry_since: at, next_attempt_at: at, lease_until: null, leased_by: null });
    }
    return ids;
  });
}
