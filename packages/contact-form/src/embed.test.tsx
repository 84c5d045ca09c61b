import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_FORM_TAG } from './embed';

/** Adds `<joognoo-contact-form>` with the given attributes and waits for its form. */
async function mount(attributes: Record<string, string>) {
  const element = document.createElement(CONTACT_FORM_TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: Array<{ type: string; detail: unknown }> = [];
  for (const type of ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error']) {
    document.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
  const root = within(element.shadowRoot as unknown as HTMLElement);
  return { element, root, events, shadow: element.shadowRoot! };
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, root: ReturnType<typeof within>) {
  await user.type(root.getByLabelText(/^First Name/), 'Ada');
  await user.type(root.getByLabelText(/^Last Name/), 'Lovelace');
  await user.type(root.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(root.getByLabelText(/^Company/), 'Analytical Engines');
  await user.type(root.getByLabelText(/^Message/), 'Please call me next week.');
  await user.click(root.getByRole('checkbox'));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A challenge as the API makes it (ALTCHA v2, deterministic): the key prefix is half the
 * PBKDF2 key of the secret `counter`, so only that counter solves it. Unsigned: the client
 * never checks the signature, the API does.
 */
async function pbkdf2Challenge(counter: number) {
  const nonce = crypto.getRandomValues(new Uint8Array(16));
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const password = new Uint8Array(20);
  password.set(nonce);
  new DataView(password.buffer).setUint32(16, counter);
  const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
  const derived = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', salt, iterations: 10, hash: 'SHA-256' }, key, 256));
  return { parameters: { algorithm: 'PBKDF2/SHA-256', cost: 10, keyLength: 32, keyPrefix: hex(derived.slice(0, 16)), nonce: hex(nonce), salt: hex(salt) }, signature: 'unchecked' };
}

let fetchMock: MockInstance<typeof fetch>;
let sentBodies: string[];
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  sentBodies = [];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    // ky passes a Request.
    sentBodies.push(await new Request(input, init).text());
    return new Response('{"ok":true}', { status: 201, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
  document.body.replaceChildren();
});

describe('<joognoo-contact-form>', () => {
  it('defaults to the /contact variant, renders into its shadow root and fires joognoo:ready', async () => {
    const { root, events, element } = await mount({});
    expect(root.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(element.querySelector('form')).toBeNull();
    await waitFor(() => expect(events.map((event) => event.type)).toContain('joognoo:ready'));
  });

  it("given variant=\"home\", shows 'Request Information' and 'Submit Request'", async () => {
    const { root } = await mount({ variant: 'home' });
    expect(root.getByRole('heading', { name: 'Request Information' })).toBeTruthy();
    expect(root.getByRole('button', { name: 'Submit Request' })).toBeTruthy();
  });

  it('given heading-level, the heading takes that level and follows changes; without it, h2', async () => {
    const { root, element } = await mount({ variant: 'home', 'heading-level': '3' });
    expect(root.getByRole('heading', { level: 3, name: 'Request Information' })).toBeTruthy();
    element.setAttribute('heading-level', '1');
    await waitFor(() => expect(root.getByRole('heading', { level: 1, name: 'Request Information' })).toBeTruthy());
    element.removeAttribute('heading-level');
    await waitFor(() => expect(root.getByRole('heading', { level: 2, name: 'Request Information' })).toBeTruthy());
  });

  it('given a preset hidden interest, it has no interest control', async () => {
    const { root, shadow } = await mount({ interest: 'addons', 'hide-interest': '' });
    expect(root.queryByRole('combobox')).toBeNull();
    expect(shadow.querySelector<HTMLInputElement>('input[name="interest"]')?.value).toBe('addons');
  });

  it('posts to api-base with the source, service and an idempotency key, then fires joognoo:submit and joognoo:success', async () => {
    const user = userEvent.setup();
    const { root, events, shadow } = await mount({
      'api-base': 'https://api.example',
      source: 'partner-acme',
      service: 'Managed Services',
      interest: 'addons',
      'hide-interest': '',
    });
    await fillContact(user, root);
    await user.click(root.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(events.map((event) => event.type)).toContain('joognoo:success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0]!;
    const request = new Request(input, init);
    expect(request.url).toBe('https://api.example/api/contact');
    expect(request.method).toBe('POST');
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(sentBodies[0]!)).toMatchObject({
      firstName: 'Ada',
      interest: 'addons',
      form: 'contact',
      source: 'partner-acme',
      service: 'Managed Services',
      website: '',
      consent: true,
    });
    const submit = events.find((event) => event.type === 'joognoo:submit');
    expect(submit?.detail).toMatchObject({ variant: 'contact', interest: 'addons', source: 'partner-acme' });
    await waitFor(() => expect(shadow.querySelector('[role="status"]')?.textContent).toContain('Success!'));
  });

  it("when the API answers 429, it fires joognoo:error and toasts the server's message", async () => {
    const user = userEvent.setup();
    const message = 'Too many requests. Please try again later.';
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message }), { status: 429 }));
    const { root, events, shadow } = await mount({ 'api-base': 'https://api.example', interest: 'other', 'hide-interest': '' });
    await fillContact(user, root);
    await user.click(root.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(events.map((event) => event.type)).toContain('joognoo:error'));
    expect(events.find((event) => event.type === 'joognoo:error')?.detail).toMatchObject({ status: 429, message });
    await waitFor(() => expect(shadow.querySelector('[role="status"]')?.textContent).toContain(message));
    expect((root.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Ada');
  });

  it('when the API asks for a proof of work (428), it solves the challenge, sends once more with the solution and shows the normal success', async () => {
    const counter = 37;
    const challenge = await pbkdf2Challenge(counter);
    fetchMock.mockImplementation(async (input, init) => {
      const proof = new Request(input, init).headers.get('proof-of-work');
      if (!proof) {
        const body = { message: 'Many forms are being sent right now.', code: 'proof_of_work_required', challenge };
        return new Response(JSON.stringify(body), { status: 428, headers: { 'content-type': 'application/json' } });
      }
      const payload = JSON.parse(atob(proof)) as { challenge: unknown; solution: { counter: number } };
      expect(payload.challenge).toEqual(challenge);
      return payload.solution.counter === counter ? new Response('{"ok":true}', { status: 201 }) : new Response('{}', { status: 428 });
    });
    const user = userEvent.setup();
    const { root, events, shadow } = await mount({ 'api-base': 'https://api.example', interest: 'other', 'hide-interest': '' });
    await fillContact(user, root);
    await user.click(root.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(events.map((event) => event.type)).toContain('joognoo:success'));
    expect(events.map((event) => event.type)).not.toContain('joognoo:error');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map((call) => new Request(...(call as [RequestInfo, RequestInit])).headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    await waitFor(() => expect(shadow.querySelector('[role="status"]')?.textContent).toContain('Success!'));
  });

  it('given partner, sends it with the page\'s attribution and no cookies; joognoo:success carries the Idempotency-Key as submissionId', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/landing?utm_campaign=spring');
    const { root, events } = await mount({ 'api-base': 'https://api.example', partner: 'acme-reseller', interest: 'other', 'hide-interest': '' });
    await fillContact(user, root);
    await user.click(root.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(events.map((event) => event.type)).toContain('joognoo:success'));
    const request = new Request(...(fetchMock.mock.calls[0]! as [RequestInfo, RequestInit]));
    expect(request.credentials).toBe('same-origin');
    expect(JSON.parse(sentBodies[0]!)).toMatchObject({
      partner: 'acme-reseller',
      attribution: { pageUrl: `${window.location.origin}/landing?utm_campaign=spring`, utm_campaign: 'spring', utm_source: null },
    });
    const key = request.headers.get('idempotency-key');
    expect(events.find((event) => event.type === 'joognoo:success')?.detail).toMatchObject({ submissionId: key, idempotencyKey: key });
  });

  it("when the page's origin is not registered, it shows 'This form is not enabled on this site yet.' (no toast), fires joognoo:error and logs one console.error", async () => {
    const user = userEvent.setup();
    const docs = 'https://api.example/developers/widgets#allow-listing';
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ code: 'origin_not_registered', message: 'The origin https://shop.example is not registered.', origin: 'https://shop.example', docs }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
    );
    const { root, events, shadow } = await mount({ 'api-base': 'https://api.example', partner: 'acme-reseller', interest: 'other', 'hide-interest': '' });
    await fillContact(user, root);
    await user.click(root.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(events.map((event) => event.type)).toContain('joognoo:error'));
    const statuses = [...shadow.querySelectorAll('[role="status"]')].map((element) => element.textContent);
    expect(statuses).toEqual(['This form is not enabled on this site yet.']);
    const key = new Request(...(fetchMock.mock.calls[0]! as [RequestInfo, RequestInit])).headers.get('idempotency-key');
    expect(events.find((event) => event.type === 'joognoo:error')?.detail).toMatchObject({
      status: 403,
      code: 'origin_not_registered',
      message: 'This form is not enabled on this site yet.',
      submissionId: key,
    });
    expect(consoleError.mock.calls).toEqual([
      [`[@joognoo/contact-form] This form is not enabled on this site yet. The API refused the submission: the origin https://shop.example is not registered for partner "acme-reseller". See ${docs}`],
    ]);
  });
});
