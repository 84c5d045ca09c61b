// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadGoogleAnalytics, resetAnalyticsForTests, trackEvent, trackPageView } from './analytics';
import { CONSENT_COOKIE, consentCookie, readConsent } from './consent';

function gtagScripts() {
  return Array.from(document.querySelectorAll('script')).filter((script) => script.src.includes('googletagmanager.com'));
}

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  resetAnalyticsForTests();
  document.head.innerHTML = '';
});

afterEach(() => {
  resetAnalyticsForTests();
});

describe('trackPageView', () => {
  it('pushes a page_view with the path to window.dataLayer', () => {
    trackPageView('/about');
    trackPageView('/blog?category=ai');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/about' },
      { event: 'page_view', page_path: '/blog?category=ai' },
    ]);
  });

  it('given no consent (GA never loaded), adds no script and defines no gtag', () => {
    trackPageView('/');
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });
});

describe('trackEvent', () => {
  it('pushes category and action, and label and value only when given', () => {
    trackEvent({ category: 'Hero', action: 'explore_products_click' });
    trackEvent({ category: 'Contact', action: 'form_submission', label: 'contact-page', value: 1 });
    expect(window.dataLayer).toEqual([
      { event: 'explore_products_click', event_category: 'Hero' },
      { event: 'form_submission', event_category: 'Contact', event_label: 'contact-page', value: 1 },
    ]);
  });
});

describe('loadGoogleAnalytics', () => {
  it('adds the gtag.js script once and configures the property without automatic page views', () => {
    loadGoogleAnalytics('G-TEST1234');
    loadGoogleAnalytics('G-TEST1234');
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    const calls = window.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[0]![0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false, anonymize_ip: true }]);
  });

  it('after loading, sends page views and events to gtag as well as the data layer', () => {
    loadGoogleAnalytics('G-TEST1234');
    window.dataLayer!.length = 0;
    trackPageView('/careers');
    trackEvent({ category: 'Products', action: 'view_use_cases', label: 'Joognoo.Green' });
    const entries = window.dataLayer!;
    expect(entries[0]).toEqual({ event: 'page_view', page_path: '/careers' });
    expect(Array.from(entries[1] as ArrayLike<unknown>).slice(0, 2)).toEqual(['event', 'page_view']);
    expect(entries[2]).toEqual({ event: 'view_use_cases', event_category: 'Products', event_label: 'Joognoo.Green' });
    expect(Array.from(entries[3] as ArrayLike<unknown>)).toEqual([
      'event',
      'view_use_cases',
      { event_category: 'Products', event_label: 'Joognoo.Green' },
    ]);
  });

  it('with the current path (consent just given), sends that page view to GA', () => {
    loadGoogleAnalytics('G-TEST1234', '/about');
    const calls = window.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[2]?.slice(0, 2)).toEqual(['event', 'page_view']);
    expect(calls[2]?.[2]).toMatchObject({ page_path: '/about' });
  });

  it('ignores an id that is not a GA4 measurement id', () => {
    loadGoogleAnalytics('UA-123"><script>');
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });
});

describe('consent cookie', () => {
  it('reads the stored choice from a Cookie header', () => {
    expect(readConsent(`a=1; ${CONSENT_COOKIE}=granted; b=2`)).toBe('granted');
    expect(readConsent(`${CONSENT_COOKIE}=denied`)).toBe('denied');
    expect(readConsent(`${CONSENT_COOKIE}=maybe`)).toBeNull();
    expect(readConsent('')).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it('is first-party, site-wide and kept for about 6 months', () => {
    expect(consentCookie('granted', true)).toBe(
      `${CONSENT_COOKIE}=granted; Path=/; Max-Age=15724800; SameSite=Lax; Secure`,
    );
    expect(consentCookie('denied', false)).not.toContain('Secure');
  });
});
