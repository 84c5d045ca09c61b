import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, openApi, openDatabase, serve, startServer } from '../src/index.ts';
import { expectNoLeak, startTestServer } from './helpers.ts';
import { silentLogger } from '../src/logger.ts';

describe('startServer', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-server-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds, lets a host add to the app after /api, listens and closes', async () => {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const api = await openApi({ config, logger: silentLogger });
    api.app.use(async (ctx) => {
      ctx.body = `host page ${ctx.path}`;
    });
    const running = await serve(api);
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${running.url}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
      expect(((await (await fetch(`${running.url}/api/products`)).json()) as unknown[]).length).toBeGreaterThan(0);
      expect(await (await fetch(`${running.url}/careers`)).text()).toBe('host page /careers');
      const unknownApi = await fetch(`${running.url}/api/careers`);
      expect(unknownApi.status).toBe(404);
      expect(await unknownApi.json()).toEqual({ message: 'Not found' });
    } finally {
      await running.close();
    }
    expect(running.server.listening).toBe(false);
  });

  it('on close, finishes in-flight requests on keep-alive connections with Connection: close and refuses the next, without waiting out the grace period', async () => {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const api = await openApi({ config, logger: silentLogger });
    api.app.use(async (ctx) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      ctx.body = 'slow page';
    });
    const running = await serve(api);
    // One keep-alive connection, as a reverse proxy or a browser under steady load keeps.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number | string; connection?: string; body?: string }>((resolve) => {
        const request = http.get(`${running.url}/slow`, { agent }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'error' }));
      });
    try {
      expect(await get()).toEqual({ status: 200, connection: 'keep-alive', body: 'slow page' });
      const inFlight = get();
      const queued = get(); // waits for the one connection, then needs a new one
      await new Promise((resolve) => setTimeout(resolve, 100));
      const start = performance.now();
      await Promise.all([running.close(), inFlight, queued]);
      expect(performance.now() - start).toBeLessThan(2_000);
      expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'slow page' });
      expect(await queued).toEqual({ status: 'ECONNREFUSED' });
    } finally {
      agent.destroy();
      await running.close();
    }
  });

  it('fails with a clear message, without the password, when the database is unreachable', async () => {
    const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: 'mysql://root:hunter2@127.0.0.1:1/joognoo' });
    const failure = startServer({ config, logger: silentLogger });
    await expect(failure).rejects.toThrow(/^Cannot reach the database at mysql:\/\/root:\*\*\*@127\.0\.0\.1:1\/joognoo \(ECONNREFUSED\)$/);
  });
});

describe('createApp when the database misbehaves', () => {
  it('answers a driver error with a generic 500 and logs it, leaking nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-unmigrated-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const db = openDatabase(config, { logger: silentLogger }); // never migrated: no tables
    const errors: Record<string, unknown>[] = [];
    const server = await startTestServer(db, config, { ...silentLogger, error: (entry) => void errors.push(entry) });
    try {
      const response = await fetch(`${server.url}/api/products`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
      expectNoLeak(text);
      expect(errors).toHaveLength(1);
      expect(JSON.stringify(errors[0])).toContain('no such table');
      expect(JSON.stringify(errors[0])).not.toMatch(/stack|\bat .+:\d+:\d+/);
    } finally {
      await server.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers the health check with 503 {status: unavailable, database: down, message} when the database is unreachable', async () => {
    const config = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:1/nowhere' });
    const db = openDatabase(config, { logger: silentLogger });
    const server = await startTestServer(db, config);
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ status: 'unavailable', database: 'down', message: 'The database is not reachable' });
      expect(response.headers.get('retry-after')).toBe('5');
      expectNoLeak(text);
    } finally {
      await server.close();
      await db.destroy();
    }
  });
});
