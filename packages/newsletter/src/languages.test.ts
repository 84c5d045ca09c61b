import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const subscribeNewsletter = vi.fn(async () => ({ ok: true }));
vi.mock('@joognoo/api-client', () => ({
  createApiClient: vi.fn(() => ({ subscribeNewsletter })),
}));

await import('./embed');

function mount(attributes: Record<string, string>): ShadowRoot {
  const element = document.createElement('joognoo-newsletter');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element.shadowRoot!;
}

function type(root: ShadowRoot, value: string) {
  const input = root.querySelector<HTMLInputElement>('input[name="email"]')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  vi.restoreAllMocks();
  subscribeNewsletter.mockClear();
});

describe('<joognoo-newsletter> in the visitor\'s language', () => {
  it('with locale="ar-AE", it speaks Arabic right to left, marks its root, and sends its language with the sign-up', async () => {
    const root = mount({ locale: 'ar-AE' });
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('اشترك في نشرتنا الإخبارية'));
    const box = root.querySelector('section')!;
    expect(box.getAttribute('lang')).toBe('ar');
    expect(box.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('.joognoo-root')?.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('اشترك');
    expect(root.querySelector('input[name="email"]')?.getAttribute('placeholder')).toBe('name@company.com');

    type(root, 'ada@example.com');
    root.querySelector('form')!.requestSubmit();
    await waitFor(() => expect(subscribeNewsletter).toHaveBeenCalledWith(expect.objectContaining({ locale: 'ar' }), expect.anything()));
  });

  it('without locale, it follows the page\'s <html lang> when shipped (ms-MY), else English (de)', async () => {
    document.documentElement.lang = 'ms-MY';
    const malay = mount({});
    await waitFor(() => expect(malay.querySelector('h2')?.textContent).toBe('Langgan surat berita kami'));
    expect(malay.querySelector('section')?.getAttribute('dir')).toBe('ltr');

    document.documentElement.lang = 'de';
    const german = mount({});
    await waitFor(() => expect(german.querySelector('h2')?.textContent).toBe('Subscribe to our newsletter'));
    expect(german.querySelector('section')?.getAttribute('lang')).toBe('en');
  });

  it('takes the embedder\'s words by message id, ICU included, and warns once of an unknown id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = JSON.stringify({
      'newsletter.title': 'Our partner briefing',
      'newsletter.submit': 'Join {count, plural, one {# reader} other {# readers}}',
      'newsletter.nope': 'x',
    });
    const first = mount({ messages });
    const second = mount({ messages });
    await waitFor(() => expect(first.querySelector('h2')?.textContent).toBe('Our partner briefing'));
    await waitFor(() => expect(second.querySelector('h2')?.textContent).toBe('Our partner briefing'));
    // An argument the widget does not pass stays visible as its name, never breaks the box.
    expect(first.querySelector('button[type="submit"]')?.textContent).toContain('Join');
    const unknown = warn.mock.calls.filter(([line]) => String(line).includes('"newsletter.nope"'));
    expect(unknown).toHaveLength(1);
    expect(unknown[0]![0]).toBe('[@joognoo/newsletter] Unknown message id "newsletter.nope" in messages: it is ignored (the README lists the ids).');
  });
});
