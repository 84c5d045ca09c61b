import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from './account.server';

const context = { siteUrl: 'https://joognoo.example', apiBaseUrl: 'http://127.0.0.1:1', clientIp: '203.0.113.9', gaMeasurementId: null } as AppLoadContext;

afterEach(() => vi.unstubAllGlobals());

describe('accountApi', () => {
  it('calls the API as the visitor: their cookie, and the address the server saw, never their own X-Forwarded-For', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify({ user: { id: 1, email: 'a@b.example' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'joognoo_auth=x; HttpOnly' },
      });
    });
    const visitor = new Request('https://joognoo.example/integrations', {
      headers: { cookie: 'joognoo_auth=abc', 'x-forwarded-for': '198.51.100.1' },
    });
    const account = accountApi(context, visitor);
    await account.api.me();
    expect(seen[0]?.headers.get('cookie')).toBe('joognoo_auth=abc');
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(account.setCookies()).toEqual(['joognoo_auth=x; HttpOnly']);
  });
});
