import { describe, expect, it } from 'vitest';
import { createCspNonce, pageContentSecurityPolicy, pageSecurityHeaders } from './content-security-policy.ts';

/** The policy as directive name -> its values. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );
}

describe('createCspNonce', () => {
  it('gives 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createCspNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('pageContentSecurityPolicy', () => {
  it('allows scripts by nonce only and styles from the origin or by nonce; no plugins, base, framing', () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: 'abc123==', analytics: false, https: false }));
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'nonce-abc123=='", "'strict-dynamic'"],
      'style-src': ["'self'", "'nonce-abc123=='"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'report-uri': ['/api/csp-report'],
      'report-to': ['csp'],
    });
  });

  it('names no external host unless Google Analytics is configured, then only its hit and pixel hosts', () => {
    const off = pageContentSecurityPolicy({ nonce: 'n', analytics: false, https: false });
    expect(off).not.toMatch(/https:/);
    const on = directives(pageContentSecurityPolicy({ nonce: 'n', analytics: true, https: false }));
    expect(on.get('img-src')).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
    expect(on.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    // gtag.js is trusted through 'strict-dynamic' (our nonce-trusted code inserts it).
    expect(on.get('script-src')).toEqual(["'nonce-n'", "'strict-dynamic'"]);
  });

  it('upgrades insecure requests only for a visitor on HTTPS', () => {
    expect(directives(pageContentSecurityPolicy({ nonce: 'n', analytics: false, https: true })).get('upgrade-insecure-requests')).toEqual([]);
    expect(directives(pageContentSecurityPolicy({ nonce: 'n', analytics: false, https: false })).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('pageSecurityHeaders', () => {
  it('adds the reporting endpoint, an own browsing context and the permissions policy', () => {
    const headers = pageSecurityHeaders({ nonce: 'n', analytics: false, https: false });
    expect(headers).toEqual({
      'Content-Security-Policy': pageContentSecurityPolicy({ nonce: 'n', analytics: false, https: false }),
      'Reporting-Endpoints': 'csp="/api/csp-report"',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });
});
