import { ApiError } from '@joognoo/api-client';
import { PROOF_OF_WORK_MESSAGES } from '@joognoo/schemas';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { backLink, contactAction, leadApi, newsletterAction } from './lead-actions.server';
import { newsletterLinkAction } from './newsletter-links.server';

const context = { siteUrl: 'https://joognoo.example', apiBaseUrl: 'http://127.0.0.1:1', clientIp: '203.0.113.9', gaMeasurementId: null } as AppLoadContext;

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`https://joognoo.example${path}`, { method: 'POST', body: new URLSearchParams(fields), headers });

const validContact = {
  form: 'contact',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'AE',
  interest: 'engineering',
  message: 'Please call me next week.',
  consent: 'on',
  source: 'contact-page',
  service: '',
  website: '',
};

describe('backLink', () => {
  it('is the same-origin Referer, never another site or the handler itself', () => {
    const request = (referer?: string) => new Request('https://joognoo.example/contact/submit', { headers: referer ? { referer } : {} });
    expect(backLink(request('https://joognoo.example/about#contact-form'), context.siteUrl, '/contact')).toBe('/about');
    expect(backLink(request('https://evil.example/'), context.siteUrl, '/contact')).toBe('/contact');
    expect(backLink(request('https://joognoo.example/contact/submit'), context.siteUrl, '/contact')).toBe('/contact');
    expect(backLink(request(), context.siteUrl, '/contact')).toBe('/contact');
  });

  it.each(['https://joognoo.example//evil.example/x', 'https://joognoo.example/.//evil.example/x', 'https://joognoo.example/%2F%2Fevil.example', 'https://joognoo.example/contact/..//evil.example'])(
    'never leads off the site from a same-origin Referer whose path starts with // (%s)',
    (referer) => {
      const request = new Request('https://joognoo.example/newsletter/subscribe', { headers: { referer } });
      const back = backLink(request, context.siteUrl, '/blog');
      expect(new URL(back, context.siteUrl).origin).toBe(context.siteUrl);
      expect(back).not.toMatch(/^\/\//);
    },
  );

  it("the no-JavaScript newsletter page's back link ignores a Referer path that leaves the site", async () => {
    const subscribeNewsletter = vi.fn(async () => ({ ok: true as const }));
    const out = await newsletterAction(post('/newsletter/subscribe', { email: 'ada@example.com' }, { referer: 'https://joognoo.example//evil.example/x' }), context, { subscribeNewsletter });
    expect(out).toMatchObject({ status: 200, result: { outcome: 'success', back: '/blog' } });
    const invalid = await newsletterAction(post('/newsletter/subscribe', { email: 'ada at x' }, { referer: 'https://joognoo.example//evil.example/x' }), context, { subscribeNewsletter });
    expect(invalid).toMatchObject({ status: 400, result: { back: '/blog' } });
  });
});

describe('contactAction', () => {
  it('sends a valid post (checkbox "on" is consent) with the context, the honeypot and an idempotency key', async () => {
    const submitContact = vi.fn(async () => ({ ok: true as const }));
    const out = await contactAction(post('/contact/submit', { ...validContact, website: 'bot' }), context, { submitContact });
    expect(out).toMatchObject({ status: 200, result: { outcome: 'success', variant: 'contact', title: 'Success!' } });
    expect(submitContact).toHaveBeenCalledWith(
      expect.objectContaining({ consent: true, form: 'contact', source: 'contact-page', website: 'bot', email: 'ada@example.com' }),
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
  });

  it('gives the variant, values and messages back for an invalid post (400)', async () => {
    const submitContact = vi.fn();
    const out = await contactAction(post('/contact/submit', { form: 'home', firstName: 'A', source: 'home' }), context, { submitContact });
    expect(submitContact).not.toHaveBeenCalled();
    expect(out).toMatchObject({
      status: 400,
      result: {
        outcome: 'invalid',
        variant: 'home',
        values: { firstName: 'A', consent: false },
        source: 'home',
        errors: { firstName: 'First name is required', consent: 'You must agree to receive communications' },
      },
    });
  });

  it("shows the API's 429 message and the variant's failure text otherwise, keeping the values", async () => {
    const tooMany = { submitContact: vi.fn(async () => Promise.reject(new ApiError(429, 'Too Many Requests', '{"message":"Slow down."}'))) };
    expect(await contactAction(post('/contact/submit', validContact), context, tooMany)).toMatchObject({
      status: 429,
      result: { outcome: 'failed', notice: { title: 'Error', description: 'Slow down.' }, values: { firstName: 'Ada' } },
    });
    const broken = { submitContact: vi.fn(async () => Promise.reject(new ApiError(500, 'Internal Server Error', ''))) };
    expect(await contactAction(post('/contact/submit', { ...validContact, form: 'home', interest: 'full-suite' }), context, broken)).toMatchObject({
      status: 502,
      result: { outcome: 'failed', notice: { title: 'Something went wrong', description: 'Please try submitting the form again.' } },
    });
  });

  it('above the form ceiling (428), never solves the challenge for the visitor and shows the no-JavaScript message, keeping the values', async () => {
    const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32, keyPrefix: '00', nonce: '00', salt: '00' }, signature: 'x' };
    const asked = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ message: PROOF_OF_WORK_MESSAGES.required, code: 'proof_of_work_required', challenge }), { status: 428 }));
    vi.stubGlobal('fetch', asked);
    try {
      expect(await contactAction(post('/contact/submit', validContact), context)).toMatchObject({
        status: 428,
        result: { outcome: 'failed', notice: PROOF_OF_WORK_MESSAGES.noScript, values: { firstName: 'Ada' } },
      });
      expect(asked).toHaveBeenCalledTimes(1);
      expect(await newsletterAction(post('/newsletter/subscribe', { email: 'ada@example.com' }), context)).toMatchObject({
        status: 428,
        result: { outcome: 'failed', notice: PROOF_OF_WORK_MESSAGES.noScript, email: 'ada@example.com' },
      });
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('follows a same-origin redirect only', async () => {
    const submitContact = vi.fn(async () => ({ ok: true as const }));
    expect(await contactAction(post('/contact/submit', { ...validContact, redirect: '/thanks' }), context, { submitContact })).toEqual({ redirect: '/thanks' });
    expect(await contactAction(post('/contact/submit', { ...validContact, redirect: 'https://evil.example/' }), context, { submitContact })).toMatchObject({
      status: 200,
    });
    for (const redirect of ['/.//evil.example/x', '/%2e//evil.example', '/..//evil.example']) {
      expect(await contactAction(post('/contact/submit', { ...validContact, redirect }), context, { submitContact }), redirect).toMatchObject({
        status: 200,
        result: { outcome: 'success' },
      });
    }
  });

  it('shows a too-long value again cut to its field maximum (and refuses it, whole)', async () => {
    const submitContact = vi.fn(async () => ({ ok: true as const }));
    const long = 'x'.repeat(60_000);
    const out = await contactAction(
      post('/contact/submit', { ...validContact, firstName: long, company: long, message: long, source: long, redirect: `/${long}` }),
      context,
      { submitContact },
    );
    expect(submitContact).not.toHaveBeenCalled();
    expect(out).toMatchObject({ status: 400, result: { outcome: 'invalid' } });
    const result = (out as { result: { values: { firstName: string; company: string; message: string }; source: string; redirect: string } }).result;
    expect(result.values.firstName).toHaveLength(100);
    expect(result.values.company).toHaveLength(200);
    expect(result.values.message).toHaveLength(5000);
    expect(result.source).toHaveLength(200);
    expect(result.redirect).toHaveLength(2048);
  });
});

describe('newsletterAction', () => {
  it('subscribes, or gives the message back with the address kept', async () => {
    const subscribeNewsletter = vi.fn(async () => ({}));
    expect(await newsletterAction(post('/newsletter/subscribe', { email: 'ada@example.com', source: 'blog', website: '' }), context, { subscribeNewsletter })).toMatchObject({
      status: 200,
      result: { outcome: 'success', title: 'Subscription successful' },
    });
    expect(subscribeNewsletter).toHaveBeenCalledWith({ email: 'ada@example.com', source: 'blog', website: '' });
    expect(await newsletterAction(post('/newsletter/subscribe', { email: 'ada at x' }), context, { subscribeNewsletter })).toMatchObject({
      status: 400,
      result: { outcome: 'invalid', email: 'ada at x', error: 'Please enter a valid email address' },
    });
  });

  it('shows a too-long address again cut to 254 characters, and never follows a redirect off the site', async () => {
    const subscribeNewsletter = vi.fn(async () => ({}));
    const out = await newsletterAction(post('/newsletter/subscribe', { email: `${'a'.repeat(70_000)}@example.com` }), context, { subscribeNewsletter });
    expect(out).toMatchObject({ status: 400, result: { outcome: 'invalid' } });
    expect((out as { result: { email: string } }).result.email).toHaveLength(254);
    for (const redirect of ['/.//evil.example/x', '/%2e//evil.example', '/..//evil.example']) {
      expect(await newsletterAction(post('/newsletter/subscribe', { email: 'ada@example.com', redirect }), context, { subscribeNewsletter })).toMatchObject({
        status: 200,
      });
    }
  });
});

describe('a database outage: the API answers 503 with Retry-After', () => {
  /** Runs `call` with this process's API answering every request as during an outage. */
  async function duringOutage<T>(call: () => Promise<T>): Promise<T> {
    vi.stubGlobal('fetch', async () =>
      new Response('{"message":"The service is temporarily unavailable. Please try again shortly."}', {
        status: 503,
        headers: { 'content-type': 'application/json', 'Retry-After': '30' },
      }),
    );
    try {
      return await call();
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it.each(['contact', 'home'] as const)('a %s form post answers 503 with the Retry-After and the failure text, keeping the values', async (form) => {
    const out = await duringOutage(() => contactAction(post('/contact/submit', { ...validContact, form, interest: form === 'home' ? 'full-suite' : 'engineering' }), context));
    const texts = form === 'home'
      ? { title: 'Something went wrong', description: 'Please try submitting the form again.' }
      : { title: 'Error', description: 'There was a problem sending your message. Please try again.' };
    expect(out).toEqual({
      status: 503,
      headers: { 'Retry-After': '30' },
      result: expect.objectContaining({ outcome: 'failed', notice: texts, values: expect.objectContaining({ firstName: 'Ada' }) }),
    });
  });

  it('a newsletter post answers 503 with the Retry-After and the fallback text', async () => {
    const out = await duringOutage(() => newsletterAction(post('/newsletter/subscribe', { email: 'ada@example.com', source: 'blog' }), context));
    expect(out).toEqual({
      status: 503,
      headers: { 'Retry-After': '30' },
      result: expect.objectContaining({
        outcome: 'failed',
        email: 'ada@example.com',
        notice: { title: 'Subscription failed', description: 'An error occurred while subscribing. Please try again.' },
      }),
    });
  });

  it.each(['confirm', 'unsubscribe'] as const)('the newsletter %s page answers 503 with the Retry-After and keeps its button', async (kind) => {
    const token = 'A'.repeat(43);
    const out = await duringOutage(() => newsletterLinkAction(kind, post(`/newsletter/${kind}`, { token }), context));
    expect(out).toEqual({ status: 503, headers: { 'Retry-After': '30' }, result: { outcome: 'failed', token } });
  });

  it('still answers 502 when the API fails otherwise (a 500, no answer)', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    try {
      expect(await contactAction(post('/contact/submit', validContact), context)).toMatchObject({ status: 502 });
      expect(await newsletterAction(post('/newsletter/subscribe', { email: 'ada@example.com' }), context)).not.toHaveProperty('headers');
    } finally {
      vi.unstubAllGlobals();
    }
    const offline = { submitContact: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))) };
    const out = await contactAction(post('/contact/submit', validContact), context, offline);
    expect(out).toMatchObject({ status: 502 });
    expect(out).not.toHaveProperty('headers');
  });
});

describe('leadApi', () => {
  it("calls this process's API with the visitor's IP, the site's origin and the form page as Referer", async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response('{"ok":true}', { status: 201 });
    });
    try {
      await leadApi(context, 'https://joognoo.example/add-ons/governance/payment').submitContact(validContact as never, { idempotencyKey: 'k-1' });
      await leadApi(context).submitContact(validContact as never, { idempotencyKey: 'k-2' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen[0]!.url).toBe('http://127.0.0.1:1/api/contact');
    expect(seen[0]!.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(seen[0]!.headers.get('origin')).toBe('https://joognoo.example');
    expect(seen[0]!.headers.get('idempotency-key')).toBe('k-1');
    expect(seen[0]!.headers.get('referer')).toBe('https://joognoo.example/add-ons/governance/payment');
    expect(seen[1]!.headers.get('referer')).toBeNull();
  });
});
