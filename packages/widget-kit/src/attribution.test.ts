import { describe, expect, it } from 'vitest';
import { captureAttribution } from './attribution';

describe('captureAttribution', () => {
  it('reads the page URL without its fragment, the referrer and the utm_* parameters when called', () => {
    window.history.replaceState(null, '', '/pricing?utm_source=newsletter&utm_campaign=autumn&other=1#plans');
    expect(captureAttribution()).toEqual({
      pageUrl: `${window.location.origin}/pricing?utm_source=newsletter&utm_campaign=autumn&other=1`,
      referrer: document.referrer || null,
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: 'autumn',
      utm_term: null,
      utm_content: null,
    });
    window.history.replaceState(null, '', '/contact');
    expect(captureAttribution()?.pageUrl).toBe(`${window.location.origin}/contact`);
  });
});
