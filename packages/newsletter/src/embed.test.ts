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
    expect(subscribeNewsletter).toHaveBeenCalledWith({ email: 'ada@example.com', source: 'partner-acme', website: '' });
    expect(seen).toEqual([
      'joognoo:ready {}',
      'joognoo:submit {"source":"partner-acme"}',
      'joognoo:success {"source":"partner-acme"}',
    ]);
  });
});
