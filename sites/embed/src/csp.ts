/**
 * The Content-Security-Policy a partner page needs for our widgets (`@joognoo/embed/csp`),
 * the one policy that /developers/widgets, the READMEs and the embed-demo's strict page
 * show and test. Pure: no DOM, no Node.
 *
 * ```ts
 * import { embedContentSecurityPolicy } from '@joognoo/embed/csp';
 * embedContentSecurityPolicy({ nonce, widgetHost: 'https://www.joognoo.com' });
 * // script-src 'nonce-…' 'strict-dynamic' https://www.joognoo.com; style-src 'self' 'nonce-…' https://www.joognoo.com; ...
 * ```
 */

/** What to put in place of the nonce in a policy or snippet shown to people. */
export const NONCE_PLACEHOLDER = '{NONCE}';

export interface EmbedCspOptions {
  /** The page's fresh per-response nonce (base64 or hex; never reused). `NONCE_PLACEHOLDER` for docs. */
  nonce: string;
  /** Origin serving `/embed/v1/loader.js` (our site, `SITE_URL`), e.g. `https://www.joognoo.com`. */
  widgetHost: string;
  /** Origin of the API the widgets call (their `api-base`); default `widgetHost`. */
  apiBase?: string;
  /** Further origins the page's own code needs, per directive (merged after ours). */
  extra?: Readonly<Partial<Record<EmbedCspDirective, readonly string[]>>>;
}

/** The directives of the policy, in the order it writes them. */
export const EMBED_CSP_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'connect-src',
  'img-src',
  'font-src',
  'form-action',
  'object-src',
  'base-uri',
  'frame-ancestors',
] as const;
export type EmbedCspDirective = (typeof EMBED_CSP_DIRECTIVES)[number];

const ORIGIN = /^https?:\/\/[^/?#\s]+$/;

function origin(value: string, name: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (!ORIGIN.test(trimmed)) throw new Error(`${name} must be an origin such as https://www.joognoo.com, not "${value}"`);
  return trimmed;
}

/**
 * The directives, each with its sources:
 * - `script-src 'nonce-…' 'strict-dynamic' <widget host>`: the page's loader `<script>` carries
 *   the nonce; `'strict-dynamic'` lets the loader `import()` its chunks (browsers without it
 *   use the host); no `'unsafe-inline'`, no `'unsafe-eval'`;
 * - `style-src 'self' 'nonce-…' <widget host>`: the widgets give the nonce (their `nonce`
 *   attribute) to every `<style>` in their shadow roots; the inlined `embed.css` `<style>` carries
 *   it too; `<link href=".../embed.css">` loads from the host;
 * - `connect-src <api>`; `img-src 'self' <widget host>` (no `data:`: the widgets draw no data-URL
 *   images); `font-src 'self'` (the widgets use the page's fonts);
 * - `form-action 'self' <api>` (the no-JavaScript fallback), and the safe defaults.
 */
export function embedCspDirectives(options: EmbedCspOptions): Record<EmbedCspDirective, string[]> {
  const nonce = options.nonce.trim();
  if (!nonce || /[\s;,']/.test(nonce)) throw new Error('nonce must be a non-empty token without spaces, quotes, commas or semicolons');
  const host = origin(options.widgetHost, 'widgetHost');
  const api = origin(options.apiBase ?? options.widgetHost, 'apiBase');
  const ours = (...sources: string[]) => [...new Set(sources)];
  const directives: Record<EmbedCspDirective, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", host],
    'style-src': ["'self'", `'nonce-${nonce}'`, host],
    'connect-src': ours(api),
    'img-src': ours("'self'", host),
    'font-src': ["'self'"],
    'form-action': ours("'self'", api),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [name, sources] of Object.entries(options.extra ?? {}) as Array<[EmbedCspDirective, readonly string[]]>) {
    directives[name] = [...new Set([...(directives[name] ?? []), ...sources])];
  }
  return directives;
}

/** The policy as one `Content-Security-Policy` header value. */
export function embedContentSecurityPolicy(options: EmbedCspOptions): string {
  const directives = embedCspDirectives(options);
  return EMBED_CSP_DIRECTIVES.map((name) => `${name} ${directives[name].join(' ')}`).join('; ');
}

/** The same policy one directive per line, as the docs show it (a header folds it onto one line). */
export function embedContentSecurityPolicyLines(options: EmbedCspOptions): string {
  const directives = embedCspDirectives(options);
  return `Content-Security-Policy:\n${EMBED_CSP_DIRECTIVES.map((name) => `  ${name} ${directives[name].join(' ')};`).join('\n')}`;
}
