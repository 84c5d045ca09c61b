import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Joognoo builds enterprise AI.</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const words = ${JSON.stringify('governance '.repeat(300))};\n`;
const PNG = gzipSync(Buffer.alloc(4096, 7)); // incompressible stand-in for an image

let server: http.Server;
let origin: string;
/** Lets the test write the streamed page's second chunk once the first has arrived. */
let streamedPage: PassThrough;

beforeAll(async () => {
  const app = new Koa();
  app.use(compression());
  app.use((ctx) => {
    if (ctx.path === '/page') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = Readable.from([PAGE]);
    } else if (ctx.path === '/streamed') {
      streamedPage = new PassThrough();
      streamedPage.write('<!DOCTYPE html><html><head><title>Early</title></head>');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = streamedPage;
    } else if (ctx.path === '/script.js') {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = Buffer.from(SCRIPT);
    } else if (ctx.path === '/small.js') {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = 'export {};\n';
    } else if (ctx.path === '/image.png') {
      ctx.type = 'image/png';
      ctx.body = PNG;
    } else if (ctx.path === '/not-modified') {
      ctx.status = 304;
    }
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string, headers: Record<string, string> = {}, onFirstChunk?: () => void) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) onFirstChunk?.();
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  it.each([
    ['/page', PAGE],
    ['/script.js', SCRIPT],
  ])('gzips %s for a browser, to the same bytes, with Vary: Accept-Encoding', async (path, text) => {
    const response = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(response.body).toString('utf8')).toBe(text);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(text) / 3);
  });

  it('sends the same bytes as they are to a client that does not take gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br', 'gzip;q=0']) {
      const response = await get('/script.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.body.toString('utf8')).toBe(SCRIPT);
    }
  });

  it('leaves small bodies, images and 304s alone', async () => {
    const small = await get('/small.js', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe('export {};\n');
    const image = await get('/image.png', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(PNG)).toBe(true);
    const notModified = await get('/not-modified', { 'accept-encoding': 'gzip' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a streamed page streamed: the head arrives before the rest is rendered', async () => {
    const response = await get('/streamed', { 'accept-encoding': 'gzip' }, () => {
      streamedPage.end('<body>Late</body></html>');
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString('utf8')).toBe(
      '<!DOCTYPE html><html><head><title>Early</title></head><body>Late</body></html>',
    );
  });
});
