/**
 * `pnpm worker`: a delivery worker as its own process (run as many as you like on one
 * MySQL/MariaDB; set DELIVERY_WORKER=off on the servers to leave sending to them). It pings
 * and migrates the database like the server, then sends until SIGTERM/SIGINT, when it stops
 * claiming, lets its sends in flight finish (or their leases lapse) and exits. Webhook
 * endpoints come from the table, which the servers keep in line with LEAD_WEBHOOK_URL/SECRET
 * (a worker needs the same INTEGRATION_KEYS to decrypt their secrets).
 */
import { loadConfig } from './config.ts';
import { describeDatabase, migrateLatest, openDatabase, ping } from './db/index.ts';
import { createDeliveryWorker, warnAboutDelivery } from './delivery/worker.ts';
import { jsonLogger as logger } from './logger.ts';

try {
  const config = loadConfig(process.env);
  const db = openDatabase(config, { logger });
  try {
    await ping(db);
  } catch (error) {
    await db.destroy();
    throw new Error(`Cannot reach the database at ${describeDatabase(config)} (${(error as { code?: string }).code ?? (error as Error).message})`);
  }
  await migrateLatest(db);
  warnAboutDelivery(config, logger, { server: false });
  const worker = createDeliveryWorker({ db, config, logger });
  worker.start();
  logger.info({ msg: 'worker running', database: describeDatabase(config) });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ msg: 'shutting down', signal });
    worker
      .stop()
      .then(() => db.destroy())
      .then(
        () => logger.info({ msg: 'stopped' }),
        (error: unknown) => {
          logger.error({ msg: 'shutdown failed', error: String(error) });
          process.exitCode = 1;
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
