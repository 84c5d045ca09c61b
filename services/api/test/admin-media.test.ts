import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type MediaUploadAnswer, type Page, type MediaItem } from '@joognoo/schemas/admin';
import { createApp } from '../src/app.ts';
import { uploadsDir } from '../src/media/storage.ts';
import { MEDIA_CACHE_CONTROL, SVG_CSP, mediaFiles } from '../src/media/serve.ts';
import { silentLogger } from '../src/logger.ts';
import { countRows, createTestDatabase, dialects, type TestDatabase } from './helpers.ts';
import { ELF, MZ, jpeg, png, webp } from './images.ts';
import { adminFetch, signedInStaff, type SignedInStaff } from './staff.ts';

interface Server {
  url: string;
  close(): Promise<void>;
}

/** The API with the /media serving mounted after it, as services/server does. */
async function startServer(database: TestDatabase): Promise<Server> {
  const app = createApp({ db: database.db, config: database.config, logger: silentLogger });
  app.use(mediaFiles({ db: database.db, config: database.config }));
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function upload(url: string, staff: SignedInStaff, bytes: Buffer, name: string, type: string, alt?: string): Promise<Response> {
  const form = new FormData();
  if (alt !== undefined) form.set('alt', alt);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${url}/api/admin/media`, { method: 'POST', headers: staff.headers, body: form });
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32"><rect width="64" height="32" fill="#39f"/></svg>';

describe.each(dialects)('back office images on %s', (dialect) => {
  let database: TestDatabase;
  let server: Server;
  let marketer: SignedInStaff;
  let sales: SignedInStaff;
  let uploads: string;

  const files = () => (existsSync(uploads) ? readdirSync(uploads) : []);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer(database);
    marketer = await signedInStaff(database.db, database.config, 'marketer');
    sales = await signedInStaff(database.db, database.config, 'sales');
    uploads = uploadsDir(database.config.dataDir);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    await database.db('audit_log').delete();
  });

  it.each([
    ['PNG', png(3, 2), 'photo.png', 'image/png', 3, 2],
    ['JPEG', jpeg(640, 480), 'photo.jpeg', 'image/jpeg', 640, 480],
    ['WebP', webp(300, 200), 'photo.webp', 'image/webp', 300, 200],
    ['SVG', Buffer.from(SVG), 'logo.svg', 'image/svg+xml', 64, 32],
  ] as const)('stores a %s with its size, row, file and audit row', async (_label, bytes, name, type, width, height) => {
    // The declared type is ignored: the content decides.
    const response = await upload(server.url, marketer, bytes, name, 'application/octet-stream', '  A   blue\nbox ');
    expect(response.status).toBe(201);
    const { media } = (await response.json()) as MediaUploadAnswer;
    expect(media).toMatchObject({ width, height, contentType: type, alt: 'A blue box', originalName: name });
    expect(media.url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.(png|jpg|webp|svg)$/);
    expect(media.bytes).toBeGreaterThan(0);
    expect(new Date(media.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const key = media.url.slice('/media/'.length);
    const row = await database.db('media').where('id', media.id).first();
    expect(row).toMatchObject({ storage_key: key, content_type: type, original_name: name, alt: 'A blue box', uploaded_by: marketer.user.id });
    expect(Number(row.width)).toBe(width);
    expect(Number(row.bytes)).toBe(media.bytes);
    const stored = readFileSync(path.join(uploads, key));
    expect(stored.length).toBe(media.bytes);
    if (type !== 'image/svg+xml') expect(stored.equals(bytes)).toBe(true);
    const audit = await database.db('audit_log').where({ action: 'media.upload', subject_id: String(media.id) });
    expect(audit).toHaveLength(1);
    expect(Number(audit[0].actor_user_id)).toBe(marketer.user.id);

    const served = await fetch(`${server.url}${media.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('cuts a long original name to 255 characters', async () => {
    const response = await upload(server.url, marketer, png(1, 1), `${'n'.repeat(300)}.png`, 'image/png');
    expect(response.status).toBe(201);
    expect(((await response.json()) as MediaUploadAnswer).media.originalName).toHaveLength(255);
  });

  it.each([
    ['an ELF executable', ELF],
    ['a Windows executable', MZ],
    ['HTML', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
    ['a PDF', Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n')],
  ])('refuses %s named x.png with 415 and stores nothing', async (_label, bytes) => {
    const before = { rows: await countRows(database.db, 'media'), files: files().length };
    const response = await upload(server.url, marketer, bytes, 'x.png', 'image/png');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: MEDIA_MESSAGES.unsupportedType });
    expect(MEDIA_MESSAGES.unsupportedType).toMatch(/PNG, JPEG, WebP or SVG/);
    expect(await countRows(database.db, 'media')).toBe(before.rows);
    expect(files().length).toBe(before.files);
    expect(await countRows(database.db, 'audit_log')).toBe(0);
  });

  it('refuses an SVG without a size with 422', async () => {
    const response = await upload(server.url, marketer, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'), 'a.svg', 'image/svg+xml');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: MEDIA_MESSAGES.noSize });
  });

  it('refuses a request without a file, an empty file and a non-multipart body with 400', async () => {
    const form = new FormData();
    form.set('alt', 'nothing');
    const noFile = await fetch(`${server.url}/api/admin/media`, { method: 'POST', headers: marketer.headers, body: form });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { errors: Record<string, string> }).errors).toEqual({ file: MEDIA_MESSAGES.missingFile });
    expect((await upload(server.url, marketer, Buffer.alloc(0), 'e.png', 'image/png')).status).toBe(400);
    const json = await adminFetch(`${server.url}/api/admin/media`, 'POST', marketer, {});
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ message: MEDIA_MESSAGES.notMultipart });
  });

  it('refuses a 6 MB upload with 413 and stores nothing', async () => {
    const before = { rows: await countRows(database.db, 'media'), files: files().length };
    const big = Buffer.concat([png(1, 1), Buffer.alloc(6 * 1024 * 1024)]);
    const started = Date.now();
    const response = await upload(server.url, marketer, big, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: MEDIA_MESSAGES.tooLarge });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await countRows(database.db, 'media')).toBe(before.rows);
    expect(files().length).toBe(before.files);
  });

  it('answers 413 while a body without a length is still streaming (it is cut off, not buffered)', async () => {
    const before = { rows: await countRows(database.db, 'media'), files: files().length };
    const { port } = new URL(server.url);
    const boundary = 'joognoo-boundary';
    // Chunked (no Content-Length): only the streaming limit can stop it. The client sends
    // a bit over 5 MB and then waits with the body open: the answer must come anyway.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: '/api/admin/media',
          headers: { ...marketer.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      request.on('error', reject);
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
      request.write(png(1, 1));
      const chunk = Buffer.alloc(256 * 1024, 0x41);
      for (let sent = 0; sent < 5.5 * 1024 * 1024; sent += chunk.length) request.write(chunk);
      // No end(): the body stays open.
      setTimeout(() => reject(new Error('no answer while the body was open')), 5_000).unref();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: MEDIA_MESSAGES.tooLarge });
    expect(await countRows(database.db, 'media')).toBe(before.rows);
    expect(files().length).toBe(before.files);
  });

  it('stores an SVG sanitised and serves it with its CSP', async () => {
    const evil =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" onload="alert(1)">' +
      '<script>alert(2)</script><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
      '<a href="https://evil.example/"><rect width="5" height="5" fill="red" onmouseover="alert(3)"/></a>' +
      '<use xlink:href="https://evil.example/sprite.svg#icon"/><image href="https://evil.example/pixel.png" width="1" height="1"/>' +
      '<circle cx="5" cy="5" r="2" style="fill:url(https://evil.example/paint)"/></svg>';
    const response = await upload(server.url, marketer, Buffer.from(evil), 'evil.svg', 'image/svg+xml');
    expect(response.status).toBe(201);
    const { media } = (await response.json()) as MediaUploadAnswer;
    expect(media).toMatchObject({ width: 20, height: 10, contentType: 'image/svg+xml' });
    const served = await fetch(`${server.url}${media.url}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(SVG_CSP);
    const text = await served.text();
    expect(text).not.toMatch(/script|onload|onmouseover|foreignObject|evil\.example|<div/i);
    expect(text).toContain('<rect width="5" height="5" fill="red" />');
    expect(text).toContain('<circle cx="5" cy="5" r="2" style="fill:none" />');
  });

  it('serves an image with its headers (type, length, cache, ETag, nosniff), HEAD and 304', async () => {
    const { media } = (await (await upload(server.url, marketer, png(2, 2), 'p.png', 'image/png')).json()) as MediaUploadAnswer;
    const served = await fetch(`${server.url}${media.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(media.bytes));
    expect(served.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    await served.arrayBuffer();
    const head = await fetch(`${server.url}${media.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(media.bytes));
    const again = await fetch(`${server.url}${media.url}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown key and for any traversal', async () => {
    for (const target of [
      '/media/AAAAAAAAAAAAAAAAAAAAAA.png',
      '/media/../package.json',
      '/media/..%2F..%2Fpackage.json',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/.tmp-x',
      '/media/',
      '/media/joognoo.sqlite',
    ]) {
      const response = await new Promise<number>((resolve, reject) => {
        // A raw request: fetch would normalise the dots away.
        const { port } = new URL(server.url);
        http.get({ host: '127.0.0.1', port: Number(port), path: target }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
      expect([target, response]).toEqual([target, 404]);
    }
  });

  it('lists the images newest first, paged', async () => {
    await upload(server.url, marketer, png(5, 5), 'first.png', 'image/png');
    await upload(server.url, marketer, png(6, 6), 'second.png', 'image/png');
    const response = await adminFetch(`${server.url}/api/admin/media?perPage=2`, 'GET', marketer);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page<MediaItem>;
    expect(page.perPage).toBe(2);
    expect(page.items.map((item) => item.originalName)).toEqual(['second.png', 'first.png']);
    expect(page.items[0]).toMatchObject({ width: 6, height: 6, uploadedBy: { id: marketer.user.id, email: marketer.user.email } });
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('deletes the row and the file (audited); the URL is 404 at once', async () => {
    const { media } = (await (await upload(server.url, marketer, png(4, 4), 'd.png', 'image/png')).json()) as MediaUploadAnswer;
    const key = media.url.slice('/media/'.length);
    expect(existsSync(path.join(uploads, key))).toBe(true);
    const response = await adminFetch(`${server.url}/api/admin/media/${media.id}`, 'DELETE', marketer);
    expect(response.status).toBe(204);
    expect(await database.db('media').where('id', media.id).first()).toBeUndefined();
    expect(existsSync(path.join(uploads, key))).toBe(false);
    expect(await database.db('audit_log').where({ action: 'media.delete', subject_id: String(media.id) })).toHaveLength(1);
    expect((await fetch(`${server.url}${media.url}`)).status).toBe(404);
    expect((await adminFetch(`${server.url}/api/admin/media/${media.id}`, 'DELETE', marketer)).status).toBe(404);
  });

  it('is for the content roles only', async () => {
    expect((await upload(server.url, sales, png(1, 1), 's.png', 'image/png')).status).toBe(403);
    expect((await adminFetch(`${server.url}/api/admin/media`, 'GET', sales)).status).toBe(403);
    const signedOut = await fetch(`${server.url}/api/admin/media`, { method: 'POST', headers: { origin: database.config.siteOrigin }, body: new FormData() });
    expect(signedOut.status).toBe(401);
  });
});
