import { ApiError } from '@joognoo/api-client';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { newsletterLinkAction } from './newsletter-links.server';

const context = { siteUrl: 'https://joognoo.example', apiBaseUrl: 'http://127.0.0.1:1', clientIp: '203.0.113.9', gaMeasurementId: null } as AppLoadContext;
const token = 'A'.repeat(43);
const post = (fields: Record<string, string>) =>
  new Request('https://joognoo.example/newsletter/confirm', { method: 'POST', body: new URLSearchParams(fields) });
const api = (answer: () => Promise<unknown>) => ({ confirmNewsletter: vi.fn(answer), unsubscribeNewsletter: vi.fn(answer) }) as never;

describe('newsletterLinkAction', () => {
  it('sends the posted token to the API and reports done', async () => {
    const client = api(async () => ({ ok: true }));
    expect(await newsletterLinkAction('unsubscribe', post({ token: ` ${token} ` }), context, client)).toEqual({ status: 200, result: { outcome: 'done', token } });
    expect((client as { unsubscribeNewsletter: ReturnType<typeof vi.fn> }).unsubscribeNewsletter).toHaveBeenCalledWith({ token });
  });

  it.each([410, 404, 400])('reports an invalid link for an API %i', async (status) => {
    const client = api(async () => Promise.reject(new ApiError(status, '', '{"message":"nope"}')));
    expect(await newsletterLinkAction('confirm', post({ token }), context, client)).toEqual({ status: 200, result: { outcome: 'invalid', token } });
  });

  it('reports an invalid link without calling the API when no token was posted', async () => {
    const client = api(async () => ({ ok: true }));
    expect(await newsletterLinkAction('confirm', post({}), context, client)).toEqual({ status: 200, result: { outcome: 'invalid', token: '' } });
    expect((client as { confirmNewsletter: ReturnType<typeof vi.fn> }).confirmNewsletter).not.toHaveBeenCalled();
  });

  it("keeps the button on a failure: the API's 429 message, or none for a 5xx (a 503 passed on) or no answer", async () => {
    const tooMany = api(async () => Promise.reject(new ApiError(429, '', '{"message":"Too many requests. Please try again in a few minutes."}')));
    expect(await newsletterLinkAction('confirm', post({ token }), context, tooMany)).toEqual({
      status: 429,
      result: { outcome: 'failed', token, message: 'Too many requests. Please try again in a few minutes.' },
    });
    const broken = api(async () => Promise.reject(new ApiError(503, '', '{"message":"The service is temporarily unavailable."}')));
    expect(await newsletterLinkAction('confirm', post({ token }), context, broken)).toEqual({ status: 503, result: { outcome: 'failed', token } });
    const failing = api(async () => Promise.reject(new ApiError(500, '', '')));
    expect(await newsletterLinkAction('confirm', post({ token }), context, failing)).toEqual({ status: 502, result: { outcome: 'failed', token } });
    const offline = api(async () => Promise.reject(new TypeError('fetch failed')));
    expect(await newsletterLinkAction('unsubscribe', post({ token }), context, offline)).toEqual({ status: 502, result: { outcome: 'failed', token } });
  });
});
