// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './index';

describe('NewsletterForm on the server', () => {
  it('given no browser, it renders a working post form (no JavaScript needed)', () => {
    expect(typeof window).toBe('undefined');
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(<NewsletterForm action="/blog" source="blog" defaultEmail="ada@" initialError="Please enter a valid email address" />));
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/blog"');
    expect(html).toContain('name="email"');
    expect(html).toContain('value="ada@"');
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('name="website"');
    expect(html).toContain('>Subscribe</button>');
    expect(sheet.getStyleTags()).toContain('<style');
    sheet.seal();
  });

  it('importing the embed module on the server defines nothing and does not throw', async () => {
    await expect(import('./embed')).resolves.toBeDefined();
  });
});
