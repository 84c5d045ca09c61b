/**
 * The partner demo: static HTML pages on their own origin (port 3100 by default) that embed
 * Joognoo widgets by script tag only. `{{WIDGET_HOST}}`, `{{API_BASE}}` and `{{NONCE}}` in
 * the pages are replaced per response; `csp.html` is served under a strict CSP, and the
 * partner pages (`partner.html`, `sidebar.html`) under the strict-dynamic one with the
 * published `:not(:defined)` CSS (see `partnerPageHead`).
 *
 *   PORT=3100 WIDGET_HOST=http://localhost:3000 pnpm --filter @joognoo/embed-demo start
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
  '/sidebar.html': 'sidebar.html',
  '/partner.css': 'partner.css',
};

/** The partner pages: strict-dynamic CSP, the host's root font size and the embed CSS chosen by query. */
const PARTNER_PAGES = new Set(['partner.html', 'sidebar.html']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * The policy a partner page needs to embed Joognoo widgets (see README): scripts from
 * itself and the widget host only, styles by nonce (the widget receives it through its
 * `nonce` attribute), API calls to the API origin.
 */
export function contentSecurityPolicy({ widgetHost, apiBase }: DemoConfig, nonce: string): string {
  const connect = [...new Set(["'self'", widgetHost, apiBase])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${widgetHost}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src ${connect}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${apiBase}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the partner pages, the strict one a partner copies (see README): scripts only
 * by nonce, and what they load ('strict-dynamic': the loader's chunks), styles from itself, the
 * widget host (`/embed/v1/embed.css`) and by nonce (the inline snippet CSS and the widgets'
 * own styles), API calls to the API origin, no `data:` images.
 */
export function strictDynamicPolicy({ widgetHost, apiBase }: DemoConfig, nonce: string): string {
  const connect = [...new Set(["'self'", widgetHost, apiBase])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' ${widgetHost} 'nonce-${nonce}'`,
    `connect-src ${connect}`,
    "img-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${apiBase}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Root font sizes a partner page can be asked for (`?root=`), the first by default: Bootstrap 3's. */
export const ROOT_FONT_SIZES = ['62.5%', '100%', '18px'] as const;
/** How a partner page adds the published CSS (`?css=`): pasted inline, or a `<link>` to the host. */
export const EMBED_CSS_FORMS = ['inline', 'link'] as const;

/**
 * What the snippet puts in a partner page's head before the loader: the page's own root font
 * size, then the published `:not(:defined)` CSS, either inline in a `<style nonce>` (the text
 * of the host's `/embed/v1/embed.css`, as a partner pastes it) or as a `<link>` to it.
 */
export async function partnerPageHead(config: DemoConfig, nonce: string, query: URLSearchParams): Promise<string> {
  const root = ROOT_FONT_SIZES.find((size) => size === query.get('root')) ?? ROOT_FONT_SIZES[0];
  const form = EMBED_CSS_FORMS.find((f) => f === query.get('css')) ?? EMBED_CSS_FORMS[0];
  const rootStyle = `<style nonce="${nonce}">html{font-size:${root}}</style>`;
  const href = `${config.widgetHost}/embed/v1/embed.css`;
  if (form === 'link') return `${rootStyle}\n    <link rel="stylesheet" href="${href}" />`;
  return `${rootStyle}\n    <style nonce="${nonce}">${await fetchEmbedCss(href)}</style>`;
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
      .replaceAll('{{NONCE}}', nonce);
    if (file === 'csp.html') headers['Content-Security-Policy'] = contentSecurityPolicy(config, nonce);
    if (PARTNER_PAGES.has(file)) {
      body = body.replace('{{PARTNER_HEAD}}', await partnerPageHead(config, nonce, url.searchParams));
      headers['Content-Security-Policy'] = strictDynamicPolicy(config, nonce);
    }
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
