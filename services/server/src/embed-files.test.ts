import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMBED_BASE_PATH,
  EMBED_CORS_HEADERS,
  EMBED_NOT_FOUND_CACHE,
  EMBED_RELEASE_PATTERN,
  compareReleases,
  embedCacheControl,
  embedMajors,
  embedReleaseCacheControl,
  embedReleases,
  isContentHashed,
} from '@joognoo/embed/assets';
import { embedFiles } from './embed-files.ts';

let majors: string[];
let releases: string[];
let server: ReturnType<Koa['listen']>;
let origin: string;

beforeAll(async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'joognoo-embed-files-'));
  const root = path.join(parent, 'embed');
  const v1 = path.join(root, 'v1');
  mkdirSync(path.join(v1, 'chunks'), { recursive: true });
  writeFileSync(path.join(v1, 'loader.js'), 'export {};\n');
  writeFileSync(path.join(v1, 'loader-Zx81_kq-3A.js'), 'export {};\n');
  writeFileSync(path.join(v1, 'embed-manifest.json'), '{}\n');
  writeFileSync(path.join(v1, 'chunks/runtime-AbCd1234.js'), 'export const x = 1;\n');
  writeFileSync(path.join(v1, '.secret.js'), 'no\n');
  // A second shipped major, a directory without a loader (not a build) and a stray file.
  mkdirSync(path.join(root, 'v2'));
  writeFileSync(path.join(root, 'v2/loader.js'), 'export const v = 2;\n');
  mkdirSync(path.join(root, 'v3'));
  mkdirSync(path.join(root, 'latest'));
  writeFileSync(path.join(root, 'latest/loader.js'), 'no\n');
  writeFileSync(path.join(root, 'outside.js'), 'no\n');
  writeFileSync(path.join(parent, 'outside.js'), 'no\n');
  writeFileSync(path.join(v1, 'embed.css'), 'joognoo-newsletter:not(:defined){display:block}\n');
  // Kept releases in a directory of their own (EMBED_RELEASES_DIR): 1.0.0 had a chunk and a
  // pinned loader the current v1 build no longer has; 1.1.0 is the current one.
  const kept = path.join(parent, 'releases');
  for (const [release, runtime] of [['1.0.0', 'runtime-Old11111'], ['1.1.0', 'runtime-AbCd1234'], ['0.9.0', 'runtime-Zero0000']]) {
    mkdirSync(path.join(kept, release!, 'chunks'), { recursive: true });
    writeFileSync(path.join(kept, release!, 'loader.js'), `export const release = '${release}';\n`);
    writeFileSync(path.join(kept, release!, `chunks/${runtime}.js`), `export const runtime = '${release}';\n`);
    writeFileSync(path.join(kept, release!, 'embed.css'), 'x{}\n');
  }
  writeFileSync(path.join(kept, '1.0.0', 'loader-Old1_pin00.js'), "export const pinned = '1.0.0';\n");
  writeFileSync(path.join(kept, '0.9.0', 'chunks/only-in-0-Zero0000.js'), 'no\n');
  mkdirSync(path.join(kept, '2.0.0-draft')); // not a release: no loader
  majors = embedMajors(root);
  releases = embedReleases(kept);
  const app = new Koa();
  app.use(
    embedFiles({
      root,
      majors,
      prefix: EMBED_BASE_PATH,
      cacheControl: embedCacheControl,
      notFoundCacheControl: EMBED_NOT_FOUND_CACHE,
      headers: EMBED_CORS_HEADERS,
      releases: { dir: kept, pattern: EMBED_RELEASE_PATTERN, cacheControl: embedReleaseCacheControl(), isContentHashed, compare: compareReleases },
    }),
  );
  app.use((ctx) => {
    ctx.body = 'next';
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => rmSync(parent, { recursive: true, force: true });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (p: string, init?: RequestInit) => fetch(origin + p, init);

describe('embedMajors', () => {
  it('finds every v{N} directory with a loader, in numeric order', () => {
    expect(majors).toEqual(['v1', 'v2']);
  });
});

describe('embedFiles at /embed/v{major}/', () => {
  it('serves loader.js to any origin as JavaScript with a 5-minute cache', async () => {
    const response = await get('/embed/v1/loader.js', { headers: { Origin: 'https://partner.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(await response.text()).toBe('export {};\n');
  });

  it('serves content-hashed chunks and the pinned loader with an immutable year-long cache, and the manifest briefly', async () => {
    const chunk = await get('/embed/v1/chunks/runtime-AbCd1234.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    const pinned = await get('/embed/v1/loader-Zx81_kq-3A.js');
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await get('/embed/v1/embed-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('serves every shipped major from its own directory', async () => {
    const response = await get('/embed/v2/loader.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export const v = 2;\n');
  });

  it.each(['/embed/v9/loader.js', '/embed/v3/loader.js', '/embed/latest/loader.js', '/embed/outside.js', '/embed/', '/embed'])(
    'answers an unknown major (%s) with a briefly cached 404 naming the served ones',
    async (p) => {
      const response = await get(p);
      expect(response.status).toBe(404);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await response.text()).toBe('Unknown embed version. This host serves /embed/v1/, /embed/v2/');
    },
  );

  it('answers 304 to a revalidation with the ETag', async () => {
    const first = await get('/embed/v1/loader.js');
    // node:http: fetch adds `Cache-Control: no-cache` to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${origin}/embed/v1/loader.js`, { headers: { 'If-None-Match': first.headers.get('etag')! } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it.each([
    '/embed/v1/missing.js',
    '/embed/v1/',
    '/embed/v1',
    '/embed/v1/chunks',
    '/embed/v1/chunks/',
    '/embed/v1/.secret.js',
    '/embed/v1/..%2foutside.js',
    '/embed/v1/chunks/..%2f..%2foutside.js',
    '/embed/v1/%00.js',
  ])('answers 404 (with CORS, no listing, no traversal) for %s', async (p) => {
    const response = await get(p);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.text()).toBe('Not found');
  });

  it('never serves a file outside the directory', async () => {
    // The URL parser resolves an encoded `..` segment: the path leaves /embed/v1/ altogether.
    expect(await (await get('/embed/v1/%2e%2e/outside.js')).text()).not.toBe('no\n');
  });

  it('refuses writes and passes other paths on', async () => {
    expect((await get('/embed/v1/loader.js', { method: 'POST' })).status).toBe(405);
    expect(await (await get('/embedded')).text()).toBe('next');
  });
});

describe('embedFiles at /embed/<release>/ (kept releases)', () => {
  it('finds every release directory with a loader, oldest first', () => {
    expect(releases).toEqual(['0.9.0', '1.0.0', '1.1.0']);
  });

  it('serves every file of an earlier release, the loader included, with the immutable year-long cache', async () => {
    const loader = await get('/embed/1.0.0/loader.js', { headers: { Origin: 'https://partner.example' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await loader.text()).toBe("export const release = '1.0.0';\n");
    expect(await (await get('/embed/1.0.0/chunks/runtime-Old11111.js')).text()).toBe("export const runtime = '1.0.0';\n");
    const css = await get('/embed/1.1.0/embed.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves embed.css under the major as CSS with the short cache', async () => {
    const css = await get('/embed/v1/embed.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(await css.text()).toBe('joognoo-newsletter:not(:defined){display:block}\n');
  });

  it('serves a pinned loader and a chunk of an earlier release of the major under /embed/v1/ when the current build lacks them', async () => {
    const pinned = await get('/embed/v1/loader-Old1_pin00.js');
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await pinned.text()).toBe("export const pinned = '1.0.0';\n");
    expect(await (await get('/embed/v1/chunks/runtime-Old11111.js')).text()).toBe("export const runtime = '1.0.0';\n");
    // The current build's own file wins; another major's release is never used; unhashed names never fall back.
    expect(await (await get('/embed/v1/chunks/runtime-AbCd1234.js')).text()).toBe('export const x = 1;\n');
    expect((await get('/embed/v1/chunks/only-in-0-Zero0000.js')).status).toBe(404);
    expect((await get('/embed/v2/chunks/runtime-Old11111.js')).status).toBe(404);
  });

  it.each(['/embed/1.2.0/loader.js', '/embed/2.0.0-draft/loader.js'])('answers an unknown release (%s) with a 404 naming the kept ones', async (p) => {
    const response = await get(p);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.text()).toBe(
      `Unknown embed release ${p.split('/')[2]}. This host serves /embed/0.9.0/, /embed/1.0.0/, /embed/1.1.0/`,
    );
  });

  it.each(['/embed/1.0.0/missing.js', '/embed/1.0.0/', '/embed/1.0.0/..%2f1.1.0%2floader.js'])(
    'answers 404 for %s (no listing, no traversal)',
    async (p) => {
      const response = await get(p);
      expect(response.status).toBe(404);
    },
  );
});
