import { absoluteUrl } from '@joognoo/site-kit/seo';

/** One `<url>` of sitemap.xml. */
export interface SitemapEntry {
  /** Path on the site, e.g. `/blog/building-an-ai-model-inventory`. */
  path: string;
  /** ISO date-time of the last change; written as `lastmod` when present. */
  lastmod?: string | null;
}

/** Pages that carry `noindex` (account pages, form-post confirmations): never in the sitemap. */
export const NOT_INDEXED_PATHS: ReadonlySet<string> = new Set([
  '/sign-in',
  '/integrations',
  '/contact/submit',
  '/newsletter/subscribe',
]);

/**
 * The static paths of the route config (`app/routes.ts` source): every `index(...)` and
 * `route('path', ...)` whose path has no `:param`, `*` or file extension and whose module is
 * a page (`.tsx`): resource routes (`.ts`: sitemap.xml, the redirects of moved pages) are not pages.
 */
export function staticPathsFromRouteConfig(source: string): string[] {
  const paths = new Set<string>();
  if (/\bindex\(\s*['"]/.test(source)) paths.add('/');
  for (const match of source.matchAll(/\broute\(\s*['"]([^'"]*)['"]\s*,\s*['"]([^'"]*)['"]/g)) {
    const [, path = '', file = ''] = match;
    if (path === '' || /[:*]/.test(path) || /\.[a-z0-9]+$/i.test(path) || file.endsWith('.ts')) continue;
    const absolute = `/${path.replace(/^\/+/, '')}`;
    if (!NOT_INDEXED_PATHS.has(absolute)) paths.add(absolute);
  }
  return [...paths];
}

/** Text escaped for XML or HTML (element content and quoted attribute values). */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** `YYYY-MM-DD` (W3C date) of an ISO date, or null when it is not a date. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** The sitemap document: absolute URLs on `siteUrl`, each path once (the first wins). */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = absoluteUrl(siteUrl, entry.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = w3cDate(entry.lastmod);
    urls.push(`  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}\n  </url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything allowed except the API, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** sitemap.xml and robots.txt change when content is published: crawlers may cache them briefly. */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=300';
