import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  EMPTY_STYLE_HASH,
  INLINE_STYLE_PAGES,
  createInlineCodeMarker,
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
  const marker = 'Mk9x';
  const page = [
    '<!DOCTYPE html><html><head><style data-styled="true" nonce="Mk9x">body{margin:0}</style>',
    '<link rel="modulepreload" href="/assets/manifest.js" nonce="Mk9x"/><link rel="stylesheet" href="/a.css" nonce="Mk9x"/></head><body>',
    '<link rel="modulepreload" href="/assets/entry.client.js?v=1&amp;x=2" nonce="Mk9x"/><link rel="modulepreload" href="/evil.js"/>',
    '<article><script>alert("from content")</script><style>body{display:none}</style></article>',
    '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
    '<script nonce="Mk9x">window.__reactRouterContext = {"x":"\\u003c/script>"};</script>',
    '<script type="module" async="" nonce="Mk9x">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>',
    '</body></html>',
  ].join('');
  const module = 'import "/assets/manifest.js";\nimport("/assets/entry.client.js");';

  it("lists the hash of every inline script and style the render marked, and of the client runtime's empty style tag", () => {
    const { hashes } = hashInlineCode(page, marker);
    expect(hashes.scripts).toEqual([
      sha256('window.__reactRouterContext = {"x":"\\u003c/script>"};'),
      sha256(module),
      sha256(moduleStarter(module, ['/assets/manifest.js', '/assets/entry.client.js?v=1&x=2'])),
    ]);
    expect(hashes.styles).toEqual([sha256('body{margin:0}'), sha256('')]);
    expect(EMPTY_STYLE_HASH).toBe(sha256(''));
  });

  it('never lists a script or style the render did not mark (content), and removes the marker everywhere', () => {
    const { html, hashes } = hashInlineCode(page, marker);
    expect(hashes.scripts).not.toContain(sha256('alert("from content")'));
    expect(hashes.styles).not.toContain(sha256('body{display:none}'));
    expect(html).toContain('<article><script>alert("from content")</script><style>body{display:none}</style></article>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"JobPosting"}</script>');
    expect(html).not.toContain('Mk9x');
    expect(html).not.toContain('nonce');
  });

  it('replaces an inline module by a classic starter that inserts it with the module preloads (imports of a parser-inserted module would be refused)', () => {
    const { html } = hashInlineCode(page, marker);
    expect(html).not.toContain('type="module"');
    const starter = /<script>(\(function\(\)\{function start[^<]*)<\/script>/.exec(html)?.[1];
    expect(starter).toBe(moduleStarter(module, ['/assets/manifest.js', '/assets/entry.client.js?v=1&x=2']));
    // The render's own preloads leave the HTML; other links, and a preload it did not mark, stay.
    expect(html).not.toContain('href="/assets/manifest.js"');
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('<link rel="modulepreload" href="/evil.js"/>');
  });

  it('starts the module, after its preloads, once the page has painted (at once in a hidden tab)', () => {
    const appended: Array<{ rel?: string; href?: string; type?: string; textContent?: string }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const run = (hidden: boolean) => {
      appended.length = 0;
      const document = {
        hidden,
        head: { appendChild: (element: object) => appended.push(element) },
        createElement: () => ({}),
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', moduleStarter('import "/a.js";', ['/a.js', '/b.js']))(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
    };
    run(false);
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]); // the frame paints first
    timers.shift()!();
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/a.js' },
      { rel: 'modulepreload', href: '/b.js' },
      { type: 'module', textContent: 'import "/a.js";' },
    ]);
    run(true);
    expect(appended).toHaveLength(3);
    expect([frames.length, timers.length]).toEqual([0, 0]);
  });

  it('escapes < in the starter so a module text can never close its script element', () => {
    expect(moduleStarter('const a = "</script><script>alert(1)</script>";')).not.toContain('<');
  });

  it("allows inline styles (and lists no style hash, which would void it) on the pages that run widgets live", () => {
    expect(INLINE_STYLE_PAGES).toEqual(['/developers/widgets']);
    const { hashes } = hashInlineCode(page, marker, { inlineStyles: true });
    expect(hashes.styles).toEqual(["'unsafe-inline'"]);
    expect(hashes.scripts).toEqual(hashInlineCode(page, marker).hashes.scripts);
  });

  it('gives the same bytes and hashes for the same page every time (no per-request value)', () => {
    expect(hashInlineCode(page, marker)).toEqual(hashInlineCode(page, marker));
  });

  it('makes a new 128-bit marker each time it is asked (once per process)', () => {
    const markers = new Set(Array.from({ length: 20 }, () => createInlineCodeMarker()));
    expect(markers.size).toBe(20);
    for (const made of markers) expect(Buffer.from(made, 'base64url')).toHaveLength(16);
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
