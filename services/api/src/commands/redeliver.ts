import { parseArgs } from 'node:util';
import type { Database } from '../db/index.ts';
import { deadDeliveries, redeliver } from '../delivery/store/claims.ts';

export const REDELIVER_USAGE = 'Usage: leads:redeliver <delivery id>... | --all (without arguments: lists the dead deliveries)';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `leads:redeliver`: without arguments lists dead deliveries; with ids or `--all` re-queues
 * them (due now, a fresh retry window). An id that is not a dead delivery is an error and
 * nothing is re-queued. Returns the lines to print.
 */
export async function redeliverCommand(db: Database, args: string[], now = new Date()): Promise<string[]> {
  let parsed;
  try {
    // `pnpm leads:redeliver -- --all` passes the separator through.
    parsed = parseArgs({ args: args.filter((arg) => arg !== '--'), options: { all: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${REDELIVER_USAGE}`);
  }
  const ids = parsed.positionals;
  const all = parsed.values.all === true;
  if (all && ids.length > 0) throw new Error(`Give delivery ids or --all, not both.\n${REDELIVER_USAGE}`);
  if (!all && ids.length === 0) {
    const dead = await deadDeliveries(db);
    if (dead.length === 0) return ['No dead deliveries.'];
    return [
      `${dead.length} dead deliveries:`,
      ...dead.map((row) => `${row.id}  ${row.kind}  ${row.attempts} tries  since ${row.createdAt}  ${row.lastError ?? ''}`.trimEnd()),
      'Re-queue with: pnpm leads:redeliver <id>... or pnpm leads:redeliver --all',
    ];
  }
  const malformed = ids.filter((id) => !UUID.test(id));
  if (malformed.length > 0) throw new Error(`Not a delivery id: ${malformed.join(', ')}\n${REDELIVER_USAGE}`);
  if (!all) {
    const dead = new Set((await deadDeliveries(db)).map((row) => row.id));
    const missing = ids.filter((id) => !dead.has(id.toLowerCase()));
    if (missing.length > 0) throw new Error(`No dead delivery with id ${missing.join(', ')}; nothing was re-queued.`);
  }
  const requeued = await redeliver(db, all ? 'all' : { ids: ids.map((id) => id.toLowerCase()) }, now);
  return requeued.length === 0 ? ['No dead deliveries.'] : [`Re-queued ${requeued.length} delivery(s): ${requeued.join(', ')}`];
}
