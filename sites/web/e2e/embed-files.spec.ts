/**
 * The versioned embed URLs on the built site: the caching and CORS headers partners rely
 * on, the 404 of an unknown major, and Subresource Integrity values that match the bytes
 * served (the embed build's manifest, served next to the loader).
 */
import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

interface Manifest {
  version: string;
  loader: string;
  pinnedLoader: string;
  runtime: string;
  widgets: Record<string, { file: string; files: string[] }>;
  integrity: Record<string, string>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
};
const JS = 'text/javascript; charset=utf-8';
const SHORT = 'public, max-age=300, stale-while-revalidate=3600';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const sri = (body: Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

test.describe('/embed/v1/', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: once is enough');

  test('loader.js: JavaScript for any origin, cached 5 minutes, revalidated with 304', async ({ request }) => {
    const loader = await request.get('/embed/v1/loader.js', { headers: { Origin: 'https://partner.example' } });
    expect(loader.status()).toBe(200);
    expect(loader.headers()).toMatchObject({ ...CORS, 'content-type': JS, 'cache-control': SHORT });
    const etag = loader.headers().etag!;
    expect(etag).toMatch(/^W\/"/);
    expect(loader.headers()['last-modified']).toMatch(/GMT$/);
    const again = await request.get('/embed/v1/loader.js', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
  });

  test('the manifest is served briefly cached; chunks and the pinned loader are immutable; the integrity of each matches its bytes', async ({ request }) => {
    const response = await request.get('/embed/v1/embed-manifest.json');
    expect(response.status()).toBe(200);
    expect(response.headers()).toMatchObject({ ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': SHORT });
    const manifest = (await response.json()) as Manifest;
    expect(manifest.version).toBe('v1');
    const files = Object.keys(manifest.integrity);
    expect(files).toEqual(expect.arrayContaining([manifest.loader, manifest.pinnedLoader, manifest.runtime, manifest.widgets.newsletter!.file]));
    for (const file of files) {
      const served = await request.get(`/embed/v1/${file}`);
      expect(served.status(), file).toBe(200);
      expect(served.headers()['content-type'], file).toBe(JS);
      expect(served.headers()['cache-control'], file).toBe(file === manifest.loader ? SHORT : IMMUTABLE);
      expect(sri(await served.body()), file).toBe(manifest.integrity[file]);
    }
  });

  test('an unknown major is a briefly cached 404 that names the served ones', async ({ request }) => {
    const response = await request.get('/embed/v9/loader.js');
    expect(response.status()).toBe(404);
    expect(response.headers()).toMatchObject({ ...CORS, 'cache-control': 'public, max-age=60' });
    expect(await response.text()).toBe('Unknown embed version. This host serves /embed/v1/');
  });
});
