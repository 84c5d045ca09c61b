import http from 'node:http';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBodies, MAX_KEPT_FILE_BYTES } from './file-bodies.ts';

/** A GET with exactly these headers, raw bytes back (fetch would decompress). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('FileBodies', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'joognoo-file-bodies-'));
  const script = path.join(dir, 'app.js');
  const image = path.join(dir, 'logo.png');
  const big = path.join(dir, 'big.js');
  const code = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
  const bodies = new FileBodies();
  let streamed = 0;
  let base: string;
  let server: http.Server;

  beforeAll(async () => {
    writeFileSync(script, code);
    writeFileSync(image, Buffer.alloc(2000, 1));
    writeFileSync(big, 'x'.repeat(MAX_KEPT_FILE_BYTES + 1));
    const app = new Koa();
    app.use(async (ctx) => {
      const file = path.join(dir, ctx.path.slice(1));
      const type = file.endsWith('.png') ? 'image/png' : 'text/javascript; charset=utf-8';
      ctx.set('Access-Control-Allow-Origin', '*');
      if (await bodies.send(ctx, file, statSync(file), type, 'public, max-age=300')) return;
      streamed += 1;
      ctx.body = 'streamed';
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a text file in Brotli with its strong ETag, type, caching, Last-Modified and the headers set before; 304 on If-None-Match', async () => {
    const response = await rawGet(`${base}/app.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
      vary: 'Accept-Encoding',
      'access-control-allow-origin': '*',
    });
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers['last-modified']).toMatch(/GMT$/);
    expect(brotliDecompressSync(response.body).toString()).toBe(code);
    const identity = await rawGet(`${base}/app.js`);
    expect(identity.body.toString()).toBe(code);
    expect(identity.headers.etag).not.toBe(response.headers.etag);
    const again = await rawGet(`${base}/app.js`, { 'accept-encoding': 'br', 'if-none-match': response.headers.etag! });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('keeps the bytes in memory until the file changes (size or modification time)', async () => {
    const mtime = new Date('2026-01-01T00:00:00Z'); // whole seconds: set again exactly below
    utimesSync(script, mtime, mtime);
    expect((await rawGet(`${base}/app.js`)).body.toString()).toBe(code);
    writeFileSync(script, code.replace('answer', 'ANSWER')); // same size, same time: not read again
    utimesSync(script, mtime, mtime);
    expect((await rawGet(`${base}/app.js`)).body.toString()).toBe(code);
    const later = new Date(mtime.getTime() + 5000);
    utimesSync(script, later, later);
    expect((await rawGet(`${base}/app.js`)).body.toString()).toContain('ANSWER');
  });

  it('leaves images and files over the limit to the caller', async () => {
    const before = streamed;
    expect((await rawGet(`${base}/logo.png`)).body.toString()).toBe('streamed');
    expect((await rawGet(`${base}/big.js`)).body.toString()).toBe('streamed');
    expect(streamed - before).toBe(2);
  });

  it('keeps at most its byte budget, the least recently used going first', async () => {
    const small = new FileBodies(10_000);
    const files = ['a', 'b', 'c'].map((name) => {
      const file = path.join(dir, `${name}.js`);
      writeFileSync(file, name.repeat(4000));
      return file;
    });
    const app = new Koa();
    app.use(async (ctx) => {
      const file = path.join(dir, ctx.path.slice(1));
      await small.send(ctx, file, statSync(file), 'text/javascript', 'no-cache');
    });
    const other = http.createServer(app.callback());
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      for (const file of files) expect((await rawGet(`${url}/${path.basename(file)}`)).status).toBe(200);
      expect(small.totalBytes).toBe(8000);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
