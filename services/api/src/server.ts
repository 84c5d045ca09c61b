import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { contentVersionClock, type ContentVersionClock } from './content/version-clock.ts';
import { contentVersionsRepository } from './content/store/versions.ts';
import { describeDatabase, migrateLatest, openDatabase, ping, type Database } from './db/index.ts';
import { seedIfEmpty } from './db/seed.ts';
import { syncConfiguredEndpoint } from './delivery/store/endpoints.ts';
import { createDeliveryWorker, warnAboutDelivery, type DeliveryWorker } from './delivery/worker.ts';
import { jsonLogger, type Logger } from './logger.ts';
import { removeStaleUploads, uploadTempDir } from './media/index.ts';
import { isShared, loadOrCreateKeyFile, type KeyFile } from './security/key-file.ts';

export interface StartServerOptions {
  config: Config;
  logger?: Logger;
}

/** The API ready to serve: its database open and migrated, its app built, not yet listening. */
export interface OpenedApi {
  /** The config with its integration keyring (`withIntegrationKeys`). */
  config: Config;
  db: Database;
  /** The process's content version clock, which the API's response cache keys by. */
  contentVersion: ContentVersionClock;
  /**
   * The API's Koa app: it answers /api and passes every other path on, so a process that
   * serves more (services/server) adds its middleware after it.
   */
  app: Koa;
  logger: Logger;
}

export interface RunningServer {
  server: http.Server;
  url: string;
  /** The in-process delivery worker (DELIVERY_WORKER=inline), undefined when it is off. */
  worker: DeliveryWorker | undefined;
  /**
   * Stops accepting, lets in-flight requests finish (their answers close their connections)
   * while the delivery worker stops (its sends in flight finish, or their leases lapse),
   * then destroys the database pool.
   */
  close(): Promise<void>;
}

/**
 * The config with its integration keyring: with INTEGRATION_KEYS unset (outside production),
 * the key of `<DATA_DIR>/integration-keys`, generated on the first start (logged once, by
 * path, never the key). When that file cannot be written the keyring stays empty: the server
 * runs, and storing a secret answers 503. Logs a warning for the explicit development key.
 */
export function withIntegrationKeys(config: Config, logger: Logger): Config {
  if (config.integrationKeys.development) {
    logger.warn({
      msg: 'INTEGRATION_KEYS=development: integration secrets are encrypted with the public development key (key id development-only); use it for throw-away data only',
    });
  }
  const file = config.integrationKeyFile;
  if (file === undefined) return config;
  let keyFile: KeyFile;
  try {
    keyFile = loadOrCreateKeyFile(file);
  } catch (error) {
    logger.error({
      msg: 'integration key unavailable: storing Jira and CI/CD secrets is refused until INTEGRATION_KEYS is set or the key file can be written',
      file,
      error: (error as Error).message,
    });
    return config;
  }
  if (keyFile.created) {
    logger.warn({ msg: 'INTEGRATION_KEYS is not set: generated an integration key for secrets at rest (back it up with the database)', file });
  } else if (isShared(file)) {
    logger.warn({ msg: 'the integration key file is readable by other users: chmod 600 it', file });
  }
  return { ...config, integrationKeys: keyFile.keyring };
}

/** The headers of a request must have arrived within this (or the body timeout, if shorter). */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * The server's limits on how long a request may take to arrive (Node's defaults, 300 s for
 * a request, let a slow sender hold a connection and its buffered body for minutes): the
 * headers within 10 s, headers and body within BODY_TIMEOUT_SECONDS; past either Node
 * answers 408 (when no answer has started) and closes the connection. Connections are
 * checked every second, so a timeout fires at most a second late.
 */
export function serverTimeouts(bodyTimeoutMs: number): http.ServerOptions {
  return {
    requestTimeout: bodyTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, bodyTimeoutMs),
    connectionsCheckingInterval: 1000,
  };
}

/** Longest wait for in-flight requests on shutdown before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Opens the database, pings it (fails with a clear message when it is unreachable),
 * migrates, seeds a fresh database and builds the app; `serve` then listens.
 */
export async function openApi({ config, logger = jsonLogger }: StartServerOptions): Promise<OpenedApi> {
  // Both can stop the start (a bad key file): before the database is opened.
  config = withIntegrationKeys(config, logger);
  const db = openDatabase(config, { logger });
  try {
    try {
      await ping(db);
    } catch (error) {
      const reason = (error as { code?: string; message?: string }).code ?? (error as Error).message;
      throw new Error(`Cannot reach the database at ${describeDatabase(config)} (${reason})`, { cause: error });
    }
    const applied = await migrateLatest(db);
    if (applied.length > 0) logger.info({ msg: 'migrations applied', migrations: applied });
    if (await seedIfEmpty(db)) logger.info({ msg: 'database seeded' });
    await syncConfiguredEndpoint(db, config.integrationKeys, config.leadWebhook);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  warnAboutDelivery(config, logger, { server: true });
  const staleUploads = await removeStaleUploads(uploadTempDir(config));
  if (staleUploads > 0) logger.info({ msg: 'stale upload folders removed', count: staleUploads });
  const contentVersion = contentVersionClock(contentVersionsRepository(db));
  const app = createApp({ db, config, logger, contentVersion });
  return { config, db, contentVersion, app, logger };
}

/**
 * Listens with `app` (the API's, or one a host built on it), starts the inline delivery
 * worker, and shuts down gracefully on SIGTERM/SIGINT.
 */
export async function serve({ config, db, app, logger }: OpenedApi): Promise<RunningServer> {
  const server = http.createServer(serverTimeouts(config.requestLimits.bodyTimeoutMs), app.callback());
  // Node keeps serving further requests on an open keep-alive connection after close(), so
  // a client under steady load would hold the server open until the grace period cuts it
  // mid-request. While draining, every answer therefore carries `Connection: close`: the
  // client sends its next request on a new connection, which is refused.
  let draining = false;
  const unanswered = new Set<http.ServerResponse>();
  // One shared listener, not a closure and a once() wrapper per request: this runs on every request.
  function forgetResponse(this: http.ServerResponse): void {
    unanswered.delete(this);
  }
  server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (draining) {
      response.setHeader('Connection', 'close');
      return;
    }
    unanswered.add(response);
    response.on('close', forgetResponse); // 'close' comes once; the response is dropped after it
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger.info({ msg: 'listening', url, database: describeDatabase(config) });
  const worker = config.delivery.worker === 'inline' ? createDeliveryWorker({ db, config, logger }) : undefined;
  worker?.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
      draining = true;
      for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      timer.unref();
      await Promise.all([closed, worker?.stop()]);
      clearTimeout(timer);
      await db.destroy();
    })();
    return closing;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ msg: 'shutting down', signal });
    close().then(
      () => logger.info({ msg: 'stopped' }),
      (error: unknown) => {
        logger.error({ msg: 'shutdown failed', error: String(error) });
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  return { server, url, worker, close };
}

/** The API alone: `openApi`, then `serve` its app. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  return serve(await openApi(options));
}
