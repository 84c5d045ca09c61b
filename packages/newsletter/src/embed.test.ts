import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const subscribeNewsletter = vi.fn(async () => ({ ok: true }));
vi.mock('@joognoo/api-client', () => ({
  createApiClient: vi.fn(() => ({ subscribeNewsletter })),
}));

const { createApiClient } = await import('@joognoo/api-client');
await import('./embed');

describe('<joognoo-newsletter>', () => {
  it('given attributes, it renders the box in its shadow root with the heading and posts to api-base with the source', async () => {
    const element = document.createElement('joognoo-newsletter');
    element.setAttribute('heading', 'Partner briefing');
    element.setAttribute('api-base', 'https://www.joognoo.example');
    element.setAttribute('source', 'partner-acme');
    element.setAttribute('partner', 'acme-reseller');
    const seen: string[] = [];
    for (const type of ['joognoo:ready', 'joognoo:submit', 'joognoo:success']) {
      document.addEventListener(type, (event) => seen.push(`${type} ${JSON.stringify((event as CustomEvent).detail)}`));
    }
    document.body.append(element);
    const root = element.shadowRoot!;
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Partner briefing'));

    const input = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'ada@example.com');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('form')!.requestSubmit();

    await waitFor(() => expect(root.textContent).toContain('Thank you for subscribing to our newsletter!'));
    expect(root.querySelector('.joognoo-toasts')?.textContent).toContain('Subscription successful');
    expect(createApiClient).toHaveBeenCalledWith({ baseUrl: 'https://www.joognoo.example' });
    expect(subscribeNewsletter).toHaveBeenCalledWith(
      {
        email: 'ada@example.com',
        source: 'partner-acme',
        partner: 'acme-reseller',
        attribution: expect.objectContaining({ pageUrl: window.location.href.replace(/#.*$/, '') }),
        website: '',
        locale: 'en',
      },
      { idempotencyKey: expect.any(String) },
    );
    const [, { idempotencyKey }] = subscribeNewsletter.mock.calls[0] as unknown as [unknown, { idempotencyKey: string }];
    expect(seen).toEqual([
      'joognoo:ready {}',
      `joognoo:submit {"source":"partner-acme","submissionId":"${idempotencyKey}"}`,
      `joognoo:success {"source":"partner-acme","submissionId":"${idempotencyKey}","repeat":false}`,
    ]);
  });

  it('when the API refuses the address, it fires joognoo:submit then joognoo:error with the status and the toast text', async () => {
    const message = 'Too many requests. Please try again later.';
    subscribeNewsletter.mockRejectedValueOnce(Object.assign(new Error(`429: {"message":"${message}"}`), { status: 429, body: { message } }));
    const element = document.createElement('joognoo-newsletter');
    element.setAttribute('source', 'partner-acme');
    const seen: Array<[string, unknown]> = [];
    for (const type of ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error']) {
      element.addEventListener(type, (event) => seen.push([type, (event as CustomEvent).detail]));
    }
    document.body.append(element);
    const root = element.shadowRoot!;
    await waitFor(() => expect(root.querySelector('input[name="email"]')).toBeTruthy());

    const input = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'ada@example.com');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('form')!.requestSubmit();

    await waitFor(() => expect(seen.map(([type]) => type)).toContain('joognoo:error'));
    expect(seen).toEqual([
      ['joognoo:ready', {}],
      ['joognoo:submit', { source: 'partner-acme', submissionId: expect.any(String) }],
      ['joognoo:error', { status: 429, message, submissionId: (seen[1]![1] as { submissionId: string }).submissionId }],
    ]);
    await waitFor(() => expect(root.querySelector('.joognoo-toasts')?.textContent).toContain(message));
    element.remove();
  });

  it('given heading-level, the heading takes that level, follows changes and falls back to h2 when removed', async () => {
    const element = document.createElement('joognoo-newsletter');
    element.setAttribute('heading-level', '3');
    document.body.append(element);
    const root = element.shadowRoot!;
    const heading = () => root.querySelector('h1, h2, h3, h4, h5, h6');
    await waitFor(() => expect(heading()?.tagName).toBe('H3'));
    expect(heading()?.textContent).toBe('Subscribe to our newsletter');

    element.setAttribute('heading-level', '5');
    await waitFor(() => expect(heading()?.tagName).toBe('H5'));
    element.removeAttribute('heading-level');
    await waitFor(() => expect(heading()?.tagName).toBe('H2'));
    element.remove();
  });

  it('reserves the height of the box per band of its width, the box fills it, and the floor is the least of them', async () => {
    const element = document.createElement('joognoo-newsletter');
    document.body.append(element);
    const root = element.shadowRoot!;
    await waitFor(() => expect(root.querySelector('.joognoo-root > section')).not.toBeNull());
    const styles = [...root.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styles).toContain('min-height:202px;');
    expect(styles).toContain(':host .joognoo-root{min-height:322px;}');
    expect(styles).toContain('@container (min-width: 304px){:host .joognoo-root{min-height:296px;}}');
    expect(styles).toContain('@container (min-width: 320px){:host .joognoo-root{min-height:275px;}}');
    expect(styles).toContain('@container (min-width: 566px){:host .joognoo-root{min-height:254px;}}');
    expect(styles).toContain('@container (min-width: 690px){:host .joognoo-root{min-height:202px;}}');
    // The box itself is as tall (styled-components' rules for the section under the root).
    expect(styles).toMatch(/@container \(min-width: ?690px\) ?\{ ?\.joognoo-root ?> ?\.[\w-]+ ?\{ ?min-height: ?202px;? ?\}/);
    element.remove();
  });
});
