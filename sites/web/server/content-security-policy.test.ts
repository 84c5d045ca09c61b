import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  EMPTY_STYLE_HASH,
  INLINE_STYLE_PAGES,
  hashInlineCode,
  moduleStarter,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
} from './content-security-policy.ts';

/** The policy as directive name -> its values. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const HASHES = { scripts: ["'sha256-s1'"], styles: ["'sha256-c1'"] };

describe('hashInlineCode', () => {
  const page = [
    '<!DOCTYPE html><html><head><style data-styled="true">body{margin:0}</style></head><body>',
    '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
    '<script>window.__reactRouterContext = {"x":"\\u003c/script>"};</script>',
    '<script type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>',
    '<script src="/assets/x.js"></script>',
    '</body></html>',
  ].join('');

  it('lists the hash of every inline script and style, and of the empty style tag of the client runtime', () => {
    const { html, hashes } = hashInlineCode(page);
    const module = 'import "/assets/manifest.js";\nimport("/assets/entry.client.js");';
    expect(hashes.scripts).toEqual([
      sha256('window.__reactRouterContext = {"x":"\\u003c/script>"};'),
      sha256(module),
      sha256(moduleStarter(module)),
    ]);
    expect(hashes.styles).toEqual([sha256('body{margin:0}'), sha256('')]);
    expect(EMPTY_STYLE_HASH).toBe(sha256(''));
    // JSON-LD (a data block) and external scripts are left alone and not listed.
    expect(html).toContain('<script type="application/ld+json">{"@type":"JobPosting"}</script>');
    expect(html).toContain('<script src="/assets/x.js"></script>');
  });

  it('replaces an inline module by a classic starter that inserts it (imports of a parser-inserted module would be refused)', () => {
    const { html } = hashInlineCode(page);
    expect(html).not.toContain('type="module"');
    const starter = /<script>(document\.head\.appendChild[^<]*)<\/script>/.exec(html)?.[1];
    expect(starter).toBe(moduleStarter('import "/assets/manifest.js";\nimport("/assets/entry.client.js");'));
  });

  it('escapes < in the starter so a module text can never close its script element', () => {
    expect(moduleStarter('const a = "</script><script>alert(1)</script>";')).not.toContain('<');
  });

  it("allows inline styles (and lists no style hash, which would void it) on the pages that run widgets live", () => {
    expect(INLINE_STYLE_PAGES).toEqual(['/developers/widgets']);
    const { hashes } = hashInlineCode(page, { inlineStyles: true });
    expect(hashes.styles).toEqual(["'unsafe-inline'"]);
    expect(hashes.scripts).toEqual(hashInlineCode(page).hashes.scripts);
  });

  it('gives the same bytes and hashes for the same page every time (no per-request value)', () => {
    expect(hashInlineCode(page)).toEqual(hashInlineCode(page));
  });
});

describe('pageContentSecurityPolicy', () => {
  it('allows scripts by hash only and styles from the origin or by hash; no plugins, base, framing', () => {
    const policy = directives(pageContentSecurityPolicy({ hashes: HASHES, analytics: false, https: false }));
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'sha256-s1'", "'strict-dynamic'"],
      'style-src': ["'self'", "'sha256-c1'"],
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
    const off = pageContentSecurityPolicy({ hashes: HASHES, analytics: false, https: false });
    expect(off).not.toMatch(/https:/);
    const on = directives(pageContentSecurityPolicy({ hashes: HASHES, analytics: true, https: false }));
    expect(on.get('img-src')).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
    expect(on.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    // gtag.js is trusted through 'strict-dynamic' (our hash-trusted code inserts it).
    expect(on.get('script-src')).toEqual(["'sha256-s1'", "'strict-dynamic'"]);
  });

  it('upgrades insecure requests only for a visitor on HTTPS', () => {
    expect(directives(pageContentSecurityPolicy({ hashes: HASHES, analytics: false, https: true })).get('upgrade-insecure-requests')).toEqual([]);
    expect(directives(pageContentSecurityPolicy({ hashes: HASHES, analytics: false, https: false })).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('pageSecurityHeaders', () => {
  it('adds the reporting endpoint, an own browsing context and the permissions policy', () => {
    const headers = pageSecurityHeaders({ hashes: HASHES, analytics: false, https: false });
    expect(headers).toEqual({
      'Content-Security-Policy': pageContentSecurityPolicy({ hashes: HASHES, analytics: false, https: false }),
      'Reporting-Endpoints': 'csp="/api/csp-report"',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });
});
