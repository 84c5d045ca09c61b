import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES } from '@joognoo/schemas/admin';
import { APPLICATION_POST_BODY_LIMIT, APPLICATION_POST_PATTERN } from '@joognoo/web/hosting';
import { BODY_TOO_LARGE, pageRequestGuard } from './request-guard.ts';

/** An upload path as the back office's image upload is (sites/admin: back-office/media/paths.ts). */
const MEDIA_UPLOAD_PATH = '/admin/content/media/upload';
const MEDIA_UPLOAD_BODY_LIMIT = MEDIA_MAX_BYTES + 64 * 1024;

const silent = { info() {}, warn() {}, error() {} };

describe('pageRequestGuard upload paths', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = new Koa();
    app.use(
      pageRequestGuard({
        bodyLimitBytes: 1024,
        logger: silent,
        uploadPaths: { [MEDIA_UPLOAD_PATH]: MEDIA_UPLOAD_BODY_LIMIT },
        uploadPatterns: [{ pattern: APPLICATION_POST_PATTERN, limit: APPLICATION_POST_BODY_LIMIT, answersTooLarge: true }],
      }),
    );
    app.use(async (ctx) => {
      // A handler that answers before reading (a missing job, a signed-out visitor).
      if (ctx.query.unread !== undefined) {
        ctx.body = { read: 0 };
        return;
      }
      let read = ctx.state.formBody?.length ?? 0;
      if (ctx.state.uploadBody) for await (const chunk of ctx.state.uploadBody) read += (chunk as Buffer).length;
      ctx.body = { read };
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const multipart = (size: number) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(size)]), 'x.png');
    return form;
  };

  it('lets a multipart post of up to 5 MB through on the upload path only', async () => {
    const ok = await fetch(`${url}${MEDIA_UPLOAD_PATH}`, { method: 'POST', body: multipart(5 * 1024 * 1024) });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { read: number }).read).toBeGreaterThan(5 * 1024 * 1024);
    for (const path of ['/admin/content/posts', `${MEDIA_UPLOAD_PATH}/x`, '/contact']) {
      const refused = await fetch(`${url}${path}`, { method: 'POST', body: multipart(4096) });
      expect([path, refused.status]).toEqual([path, 413]);
    }
  });

  it('keeps 413 past the upload limit, and the small limit for other form types there', async () => {
    const big = await fetch(`${url}${MEDIA_UPLOAD_PATH}`, { method: 'POST', body: multipart(MEDIA_UPLOAD_BODY_LIMIT) });
    expect(big.status).toBe(413);
    expect(await big.text()).toBe(`${BODY_TOO_LARGE}\n`);
    const encoded = await fetch(`${url}${MEDIA_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `a=${'x'.repeat(4096)}`,
    });
    expect(encoded.status).toBe(413);
  });

  it('hands an upload to its handler unread: a handler that answers first answers before the body is sent', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${url}${MEDIA_UPLOAD_PATH}?unread`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': MEDIA_UPLOAD_BODY_LIMIT - 1 },
        agent: false,
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('error', reject);
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.flushHeaders();
    });
    expect(answer).toEqual({ status: 200, body: '{"read":0}' });
  });

  it('lets an application with a 10 MB CV through on /careers/{slug}/apply only, and refuses more with 413', async () => {
    const ok = await fetch(`${url}/careers/ml-engineer/apply`, { method: 'POST', body: multipart(10 * 1024 * 1024) });
    expect(ok.status).toBe(200);
    const big = await fetch(`${url}/careers/ml-engineer/apply`, { method: 'POST', body: multipart(APPLICATION_POST_BODY_LIMIT) });
    expect(big.status).toBe(413);
    for (const path of ['/careers/ml-engineer', '/careers/a/b/apply']) {
      const refused = await fetch(`${url}${path}`, { method: 'POST', body: multipart(4096) });
      expect([path, refused.status]).toEqual([path, 413]);
    }
  });
});
