/**
 * The partner demo: static HTML pages on their own origin (port 3100 by default) that embed
 * Joognoo widgets by script tag only. `{{WIDGET_HOST}}`, `{{API_BASE}}` and `{{NONCE}}` in
 * the pages are replaced per response; `csp.html` and the partner pages (`partner.html`,
 * `sidebar.html`, with the published `:not(:defined)` CSS: see `partnerPageHead`) are served
 * under the documented strict CSP.
 *
 *   PORT=3100 WIDGET_HOST=http://localhost:3000 pnpm --filter @joognoo/embed-demo start
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { embedContentSecurityPolicy } from '@joognoo/embed/csp';
import { embedStyleTag, embedStylesheetLink, loaderScriptTag } from '@joognoo/embed/embedding';

const publicDir = fileURLToPath(new URL('./public/', import.meta.url));

export interface DemoConfig {
  /** Origin serving `/embed/v1/loader.js`, e.g. `http://localhost:3000`. */
  widgetHost: string;
  /** Origin of the API the widgets call (`api-base`); default the widget host. */
  apiBase: string;
}

/** The pages and assets (a fixed list: no path ever reaches the file system). */
const FILES: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/csp.html': 'csp.html',
  '/jobs.html': 'jobs.html',
  '/demo.css': 'demo.css',
  '/hostile.css': 'hostile.css',
  '/demo.js': 'demo.js',
  '/partner.html': 'partner.html',
  '/partner-job.html': 'partner-job.html',
  '/partner-ar.html': 'partner-ar.html',
  '/partner-zh.html': 'partner-zh.html',
  '/partner-ms.html': 'partner-ms.html',
  '/sidebar.html': 'sidebar.html',
  '/rtl.html': 'rtl.html',
  '/partner.css': 'partner.css',
};

/** Pages served under the documented strict policy. */
const STRICT_PAGES = new Set(['csp.html', 'partner.html', 'partner-job.html', 'partner-ar.html', 'partner-zh.html', 'partner-ms.html', 'sidebar.html']);
/** The partner pages: the host's root font size and the embed CSS chosen by query. */
const PARTNER_PAGES = new Set(['partner.html', 'partner-job.html', 'partner-ar.html', 'partner-zh.html', 'partner-ms.html', 'sidebar.html']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * The policy of the strict pages (`csp.html`, `partner.html`, `sidebar.html`): exactly the one
 * the docs show, from `@joognoo/embed/csp` (scripts by nonce and 'strict-dynamic', styles from
 * the page, the widget host and by nonce, API calls to the API origin, no `data:` images).
 */
export function contentSecurityPolicy({ widgetHost, apiBase }: DemoConfig, nonce: string): string {
  return embedContentSecurityPolicy({ nonce, widgetHost, apiBase });
}

/** Root font sizes a partner page can be asked for (`?root=`), the first by default: Bootstrap 3's. */
export const ROOT_FONT_SIZES = ['62.5%', '100%', '18px'] as const;
/** How a partner page adds the published CSS (`?css=`): pasted inline, or a `<link>` to the host. */
export const EMBED_CSS_FORMS = ['inline', 'link'] as const;

/**
 * The partner page's root font size, then the snippet exactly as the docs write it
 * (`@joognoo/embed/embedding`): the published `:not(:defined)` CSS, either inline in a
 * `<style nonce>` (the text of the host's `/embed/v1/embed.css`, as a partner pastes it) or as
 * a `<link>` to it, then the loader with the nonce.
 */
export async function partnerPageHead(config: DemoConfig, nonce: string, query: URLSearchParams): Promise<string> {
  const root = ROOT_FONT_SIZES.find((size) => size === query.get('root')) ?? ROOT_FONT_SIZES[0];
  const form = EMBED_CSS_FORMS.find((f) => f === query.get('css')) ?? EMBED_CSS_FORMS[0];
  const css =
    form === 'link'
      ? embedStylesheetLink(config.widgetHost)
      : embedStyleTag(await fetchEmbedCss(`${config.widgetHost}/embed/v1/embed.css`), nonce);
  return [`<style nonce="${nonce}">html{font-size:${root}}</style>`, css, loaderScriptTag(config.widgetHost, nonce)].join('\n    ');
}

async function fetchEmbedCss(href: string): Promise<string> {
  try {
    const response = await fetch(href, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return `/* ${href} answered ${response.status} */`;
    // Nothing in it may close the element.
    return (await response.text()).replaceAll('</', '<\\/');
  } catch {
    return `/* ${href} could not be fetched */`;
  }
}

/** An http(s) origin without a trailing slash; anything else stops the start. */
export function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) origin like http://localhost:3000, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) origin like http://localhost:3000, got "${value}"`);
  }
  return url.origin;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): DemoConfig & { port: number } {
  const widgetHost = parseOrigin('WIDGET_HOST', env.WIDGET_HOST ?? 'http://localhost:3000');
  const apiBase = env.API_BASE ? parseOrigin('API_BASE', env.API_BASE) : widgetHost;
  const port = Number(env.PORT ?? 3100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return { widgetHost, apiBase, port };
}

async function handle(config: DemoConfig, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://demo.invalid');
  const path = url.pathname;
  if (path === '/favicon.ico') {
    res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' });
    res.end();
    return;
  }
  const file = FILES[path];
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !file) {
    res.writeHead(file ? 405 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(file ? 'Method Not Allowed' : 'Not Found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  let body = await readFile(join(publicDir, file), 'utf8');
  if (file.endsWith('.html')) {
    const nonce = randomBytes(16).toString('base64');
    body = body
      .replaceAll('{{WIDGET_HOST}}', config.widgetHost)
      .replaceAll('{{API_BASE}}', config.apiBase)
      .replaceAll('{{NONCE}}', nonce)
      // The partner pages' job slug (?job=): a slug's characters only, never markup.
      .replaceAll('{{JOB}}', (url.searchParams.get('job') ?? '').replace(/[^a-z0-9-]/gi, ''));
    if (PARTNER_PAGES.has(file)) body = body.replace('{{PARTNER_HEAD}}', await partnerPageHead(config, nonce, url.searchParams));
    if (STRICT_PAGES.has(file)) headers['Content-Security-Policy'] = contentSecurityPolicy(config, nonce);
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createDemoServer(config: DemoConfig): Server {
  return createServer((req, res) => {
    handle(config, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { port, ...config } = configFromEnv();
  const server = createDemoServer(config);
  server.listen(port, () => {
    console.log(`embed demo on http://localhost:${port} (widgets from ${config.widgetHost}, API ${config.apiBase})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
