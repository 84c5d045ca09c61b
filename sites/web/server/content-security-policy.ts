import { randomBytes } from 'node:crypto';
import { CSP_REPORT_PATH } from '@joognoo/api';
import { GOOGLE_ANALYTICS_SOURCES } from '../app/analytics/analytics.ts';

/**
 * The security policy of the site's HTML pages. Every other answer of the process (API,
 * files, redirects) keeps the API's locked-down policy (`securityHeaders` in
 * services/api/src/middleware/security-headers.ts, which also sets nosniff, the referrer
 * policy and HSTS on every answer).
 */

/** A fresh nonce for one page: 128 random bits, base64. Never reused between requests. */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The Reporting API endpoint name of `report-to`, declared in `Reporting-Endpoints`. */
const REPORT_GROUP = 'csp';

export interface PagePolicyOptions {
  /** This response's nonce (createCspNonce). */
  nonce: string;
  /** GA4 is configured: the page may load gtag.js after consent and send hits to Google. */
  analytics: boolean;
  /** The visitor came over HTTPS (isHttpsRequest): ask the browser to upgrade any http:// URL. */
  https: boolean;
}

/**
 * The page's Content-Security-Policy:
 * - scripts only with this response's nonce (React Router's `<Scripts>` and React's own
 *   inline scripts get it); 'strict-dynamic' trusts what those scripts load (the route
 *   chunks, and gtag.js which the consented analytics code inserts), so no host list;
 * - styles from our origin or with the nonce: the styled-components tags of the server
 *   render carry it, and the client runtime reads it from `<meta property="csp-nonce">`
 *   for the tags it inserts. No inline `style="..."` attribute is allowed (none is rendered);
 *   styles that React sets after hydration go through the CSSOM, which CSP does not restrict;
 * - images, fonts and fetches from our origin (plus Google Analytics' hosts when configured);
 * - no plugins, no `<base>`, forms only to us, and no framing by anyone.
 */
export function pageContentSecurityPolicy({ nonce, analytics, https }: PagePolicyOptions): string {
  const google = analytics ? GOOGLE_ANALYTICS_SOURCES : { img: [], connect: [] };
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'"],
    ['style-src', "'self'", `'nonce-${nonce}'`],
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
