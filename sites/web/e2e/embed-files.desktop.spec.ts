/**
 * The versioned embed URLs on the built site: the caching and CORS headers partners rely
 * on, the 404 of an unknown major, Subresource Integrity values that match the bytes
 * served (the embed build's manifest, served next to the loader), and the exact release
 * (`/embed/<version>/`) a partner pins, working in the browser with its integrity.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { servePartnerPage } from './partner-page';

interface Manifest {
  version: string;
  major: string;
  buildDate: string;
  stylesheet: string;
  loader: string;
  pinnedLoader: string;
  runtime: string;
  widgets: Record<string, { file: string; files: string[] }>;
  integrity: Record<string, string>;
}

/** The release the build made: `sites/embed/package.json`'s version. */
const EMBED_RELEASE = (JSON.parse(readFileSync(new URL('../../embed/package.json', import.meta.url), 'utf8')) as { version: string }).version;

const CORS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
};
const JS = 'text/javascript; charset=utf-8';
const SHORT = 'public, max-age=300, stale-while-revalidate=3600';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const sri = (body: Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

// HTTP only, no layout: the desktop project runs this file (*.desktop.spec.ts).

test.describe('/embed/v1/', () => {
  test('loader.js: JavaScript for any origin, cached 5 minutes, revalidated with 304', async ({ request }) => {
    const loader = await request.get('/embed/v1/loader.js', { headers: { Origin: 'https://partner.example' } });
    expect(loader.status()).toBe(200);
    expect(loader.headers()).toMatchObject({ ...CORS, 'content-type': JS, 'cache-control': SHORT });
    const etag = loader.headers().etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/); // strong, per coding (server/file-bodies.ts)
    expect(loader.headers()['last-modified']).toMatch(/GMT$/);
    const again = await request.get('/embed/v1/loader.js', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
  });

  test('the manifest is served briefly cached; chunks and the pinned loader are immutable; the integrity of each matches its bytes', async ({ request }) => {
    const response = await request.get('/embed/v1/embed-manifest.json');
    expect(response.status()).toBe(200);
    expect(response.headers()).toMatchObject({ ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': SHORT });
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ version: EMBED_RELEASE, major: 'v1', stylesheet: 'embed.css' });
    expect(Date.parse(manifest.buildDate)).not.toBeNaN();
    const files = Object.keys(manifest.integrity);
    expect(files).toEqual(
      expect.arrayContaining([manifest.loader, manifest.pinnedLoader, manifest.stylesheet, manifest.runtime, manifest.widgets.newsletter!.file]),
    );
    for (const file of files) {
      const served = await request.get(`/embed/v1/${file}`);
      expect(served.status(), file).toBe(200);
      expect(served.headers()['content-type'], file).toBe(file === manifest.stylesheet ? 'text/css; charset=utf-8' : JS);
      expect(served.headers()['cache-control'], file).toBe(file === manifest.loader || file === manifest.stylesheet ? SHORT : IMMUTABLE);
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

test.describe('/embed/<version>/ (the release a partner pins)', () => {

  test('every file of the current release is served immutable, with the integrity of its manifest', async ({ request }) => {
    const manifest = (await (await request.get(`/embed/${EMBED_RELEASE}/embed-manifest.json`)).json()) as Manifest;
    expect(manifest.version).toBe(EMBED_RELEASE);
    for (const file of [manifest.loader, manifest.stylesheet, manifest.runtime]) {
      const served = await request.get(`/embed/${EMBED_RELEASE}/${file}`);
      expect(served.status(), file).toBe(200);
      expect(served.headers(), file).toMatchObject({ ...CORS, 'cache-control': IMMUTABLE });
      expect(sri(await served.body()), file).toBe(manifest.integrity[file]);
    }
  });

  test('a page on another origin loads the exact-version loader with its integrity and the widget renders', async ({ page, request, baseURL }) => {
    const manifest = (await (await request.get(`/embed/${EMBED_RELEASE}/embed-manifest.json`)).json()) as Manifest;
    // A partner page on another origin of this machine.
    const partner = await servePartnerPage(`<!doctype html><html lang="en"><title>Partner</title>
<script type="module" src="${baseURL}/embed/${EMBED_RELEASE}/loader.js" integrity="${manifest.integrity[manifest.loader]}" crossorigin="anonymous"></script>
<joognoo-newsletter api-base="${baseURL}"></joognoo-newsletter>`);
    await page.goto(partner.url);
    await expect(page.locator('joognoo-newsletter').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await partner.close();
  });

  test('an unknown release is a briefly cached 404 naming the kept ones', async ({ request }) => {
    const response = await request.get('/embed/9.9.9/loader.js');
    expect(response.status()).toBe(404);
    expect(response.headers()).toMatchObject({ ...CORS, 'cache-control': 'public, max-age=60' });
    expect(await response.text()).toContain(`/embed/${EMBED_RELEASE}/`);
  });
});
