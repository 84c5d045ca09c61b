import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@joognoo/api-client';
import kyLite from './ky-lite';

// vitest.config.ts aliases ky to ky-lite, as the embed build does: this runs the real api-client on it.

function fakeFetch(status = 200, body: unknown = { ok: true }) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('ky-lite (ky in the embed build)', () => {
  it('given the api-client, a subscribe is a credentialed JSON POST to the API origin', async () => {
    const fetch = fakeFetch(200, { ok: true, message: 'Thanks' });
    const client = createApiClient({ baseUrl: 'https://api.example.com/', fetch });
    await expect(client.subscribeNewsletter({ email: 'ada@example.com' })).resolves.toEqual({ ok: true, message: 'Thanks' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example.com/api/newsletter/subscribe');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"ada@example.com"}');
  });

  it('given the api-client, an idempotency key travels as a header', async () => {
    const fetch = fakeFetch(201);
    const client = createApiClient({ baseUrl: 'https://api.example.com', fetch });
    await client.submitContact({ firstName: 'Ada' } as never, { idempotencyKey: 'k-1' });
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('idempotency-key')).toBe('k-1');
  });

  it('given the api-client, a GET has no body and an error answer becomes an ApiError', async () => {
    const fetch = fakeFetch(429, { message: 'Too many requests' });
    const client = createApiClient({ baseUrl: 'https://api.example.com', fetch });
    const error = await client.getJobs().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, body: { message: 'Too many requests' } });
    expect(fetch.mock.calls[0]![1]?.method).toBe('GET');
    expect(fetch.mock.calls[0]![1]?.body).toBeUndefined();
  });

  it('given a ky default it does not implement, it refuses instead of behaving differently', () => {
    expect(() => kyLite.create({})).toThrow(/ky-lite/);
    expect(() => kyLite.create({ retry: 2, timeout: false, throwHttpErrors: false })).toThrow(/retry/);
    const http = kyLite.create({ retry: 0, timeout: false, throwHttpErrors: false });
    expect(() => http.get('https://x.test', { hooks: {} } as never)).toThrow(/hooks/);
  });
});
