import { createHash, randomBytes } from 'node:crypto';
import { CSP_REPORT_PATH } from '@joognoo/api';
import { GOOGLE_ANALYTICS_SOURCES } from '@joognoo/web/hosting';

/**
 * The security policy of the site's HTML pages. Every other answer of the process (API,
 * files, redirects) keeps the API's locked-down policy (`securityHeaders` in
 * services/api/src/middleware/security-headers.ts, which also sets nosniff, the referrer
 * policy and HSTS on every answer).
 *
 * The policy names the inline scripts and styles of the page by their SHA-256 hashes, never
 * by a nonce: a page's bytes and its policy depend on its content only, so the same URL gives
 * the same answer to every visitor and a proxy may cache it (page-cache.ts).
 */

/**
 * A new marker for the inline code a render produces itself: 128 random bits, made once per
 * process (react-router.ts), rendered as a `nonce` attribute and removed by
 * `hashInlineCode` before anything is sent, so no visitor ever sees it.
 */
export function createInlineCodeMarker(): string {
  return randomBytes(16).toString('base64url');
}

/** A CSP hash source (`'sha256-...'`) of an inline script's or style's exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The style tag styled-components' client runtime inserts: empty, its rules added through
 * the CSSOM (`insertRule`, production), which CSP does not restrict. Its hash is the empty text's.
 */
export const EMPTY_STYLE_HASH = hashSource('');

/**
 * Pages that run widget elements live (the widgets' documentation with its previews): each
 * widget inserts its host stylesheet as a `<style>` in its shadow root, which a partner page
 * allows by its own per-response nonce (the widgets' documented policy). A page that is the
 * same for every visitor has no nonce to give, so these pages allow inline styles
 * (`'unsafe-inline'` in style-src, without hashes, which would void it). Scripts stay
 * hash-only there too; no other page is affected.
 */
export const INLINE_STYLE_PAGES: readonly string[] = ['/developers/widgets'];
const UNSAFE_INLINE = "'unsafe-inline'";

/** The hashes a page's policy lists. */
export interface PageHashes {
  scripts: string[];
  styles: string[];
}

/** A script element (its attributes and text) and a style element. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;
const SCRIPT_TYPE = /\stype="([^"]*)"/;
/** A link element, a module preload among them, and its href. */
const LINK = /<link\b([^>]*?)\/?>/g;
const MODULE_PRELOAD = /\srel="modulepreload"/;
const HREF = /\shref="([^"]*)"/;

/**
 * The code of the classic inline script that starts the page's JavaScript: after the first
 * paint it adds the module preloads (`preloads`, in their order) and a `<script
 * type="module">` with `code` to the head.
 *
 * - Inserted, not parsed: a module script the parser inserted passes its "parser-inserted"
 *   mark on to its imports, which `'strict-dynamic'` then refuses unless each had a nonce;
 *   one a script inserted is trusted with everything it imports (CSP3 §8.2).
 * - After the first paint (the next animation frame, then a task): the server-rendered HTML
 *   with its inline CSS is the whole critical path, and the 30-odd module requests of the
 *   hydration (~150 KB) no longer compete with it for a slow phone's bandwidth; they start
 *   one frame later. A page opened in a hidden tab (no frames) starts at once.
 * - `<` is escaped so the text can never close the script element.
 */
export function moduleStarter(code: string, preloads: readonly string[] = []): string {
  const text = JSON.stringify(code).replace(/</g, '\\u003c');
  const hrefs = JSON.stringify(preloads).replace(/</g, '\\u003c');
  return (
    '(function(){function start(){var head=document.head;' +
    `${hrefs}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;head.appendChild(link)});` +
    `head.appendChild(Object.assign(document.createElement("script"),{type:"module",textContent:${text}}))}` +
    'if(document.hidden)start();else requestAnimationFrame(function(){setTimeout(start)})})()'
  );
}

/**
 * Makes a rendered page's own inline code allowed by hash. Only the tags that carry the
 * render's `marker` (as `nonce="..."`: React Router's and React's scripts, styled-components'
 * styles) are trusted: the marker is removed, every inline module script among them (React
 * Router's bootstrap, which imports the route chunks and the hydration entry) is replaced by
 * a classic starter (`moduleStarter`) that inserts it after the first paint, with the
 * render's module preload links (taken out of the HTML), and the hashes of their texts (the
 * starters and the modules they insert too) are collected. A script or style without the
 * marker (a sanitizer bypass in content, say) is left as it is and not listed, so the
 * browser refuses it. Answers the page's new HTML and its hashes. With `inlineStyles`
 * (`INLINE_STYLE_PAGES`), styles are allowed inline instead of by hash.
 */
export function hashInlineCode(html: string, marker: string, { inlineStyles = false }: { inlineStyles?: boolean } = {}): { html: string; hashes: PageHashes } {
  const markerAttribute = ` nonce="${marker}"`;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // The render's module preloads leave the HTML: the starter adds them after the first paint.
  const preloads: string[] = [];
  let out = html.replace(LINK, (tag, attributes: string) => {
    if (!attributes.includes(markerAttribute) || !MODULE_PRELOAD.test(attributes)) return tag;
    const href = HREF.exec(attributes)?.[1];
    if (href === undefined) return tag;
    preloads.push(href.replaceAll('&amp;', '&'));
    return '';
  });
  out = out.replace(INLINE_SCRIPT, (tag, attributes: string, code: string) => {
    if (!attributes.includes(markerAttribute)) return tag;
    const own = attributes.replace(markerAttribute, '');
    if (/\ssrc=/.test(own)) return `<script${own}>${code}</script>`;
    if (SCRIPT_TYPE.exec(own)?.[1]?.toLowerCase() !== 'module') {
      scripts.add(hashSource(code));
      return `<script${own}>${code}</script>`;
    }
    const starter = moduleStarter(code, preloads);
    scripts.add(hashSource(code));
    scripts.add(hashSource(starter));
    return `<script>${starter}</script>`;
  });
  out = out.replace(INLINE_STYLE, (tag, attributes: string, css: string) => {
    if (!attributes.includes(markerAttribute)) return tag;
    styles.add(hashSource(css));
    return `<style${attributes.replace(markerAttribute, '')}>${css}</style>`;
  });
  // Any other element that carried the marker loses it too.
  out = out.split(markerAttribute).join('');
  if (inlineStyles) return { html: out, hashes: { scripts: [...scripts], styles: [UNSAFE_INLINE] } };
  styles.add(EMPTY_STYLE_HASH);
  return { html: out, hashes: { scripts: [...scripts], styles: [...styles] } };
}

/** The Reporting API endpoint name of `report-to`, declared in `Reporting-Endpoints`. */
const REPORT_GROUP = 'csp';

export interface PagePolicyOptions {
  /** The page's inline scripts and styles (hashInlineCode). */
  hashes: PageHashes;
  /** GA4 is configured: the page may load gtag.js after consent and send hits to Google. */
  analytics: boolean;
  /** The visitor came over HTTPS (isHttpsRequest): ask the browser to upgrade any http:// URL. */
  https: boolean;
}

/**
 * The page's Content-Security-Policy:
 * - scripts only by the hashes of the page's own inline scripts; 'strict-dynamic' trusts
 *   what those scripts load (the route chunks, and gtag.js which the consented analytics
 *   code inserts), so no host list;
 * - styles from our origin or by hash: the styled-components tags of the server render,
 *   and the empty tag its client runtime inserts (its rules go through the CSSOM). No inline
 *   `style="..."` attribute is allowed (none is rendered); styles that React sets after
 *   hydration go through the CSSOM, which CSP does not restrict;
 * - images, fonts and fetches from our origin (plus Google Analytics' hosts when configured);
 * - no plugins, no `<base>`, forms only to us, and no framing by anyone.
 */
export function pageContentSecurityPolicy({ hashes, analytics, https }: PagePolicyOptions): string {
  const google = analytics ? GOOGLE_ANALYTICS_SOURCES : { img: [], connect: [] };
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', ...hashes.scripts, "'strict-dynamic'"],
    ['style-src', "'self'", ...hashes.styles],
    ['img-src', "'self'", 'data:', ...google.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...google.connect],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', REPORT_GROUP],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Headers of every HTML page besides the API's baseline: the page policy and where its
 * reports go, a browsing context of its own (no `window.opener` from other sites), and no
 * powerful feature the site does not use.
 */
export function pageSecurityHeaders(options: PagePolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': pageContentSecurityPolicy(options),
    'Reporting-Endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
