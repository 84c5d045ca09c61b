/**
 * A stand-in for the widget host (our site on :3000) while developing or testing the demo
 * alone: serves the embed build at `/embed/v1/` like the host will (CORS, cache headers)
 * and answers the two lead calls with a tiny in-memory fake of the API:
 *
 * - an email containing `ratelimit` gets 429 `{ message: 'Too many requests...' }`,
 *   `fail` gets 500 `{ message: 'Subscriptions are paused for maintenance.' }`,
 *   `offline` a dropped connection; anything else 200 (stored; GET /__leads lists them).
 * - CORS: any origin, with credentials (the real API checks EMBED_ORIGINS).
 *
 *   PORT=3199 pnpm --filter @joognoo/embed-demo widget-host
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMBED_CORS_HEADERS, EMBED_PUBLIC_PATH, embedCacheControl, embedDir } from '@joognoo/widget-kit/embed-assets';

export interface Lead {
  path: string;
  origin: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 64 * 1024) throw new Error('body too large');
  }
  const value: unknown = JSON.parse(text || '{}');
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function createWidgetHost(dir: string = embedDir): Server & { leads: Lead[] } {
  const leads: Lead[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    try {
      if (url.pathname.startsWith(EMBED_PUBLIC_PATH)) {
        const relative = normalize(decodeURIComponent(url.pathname.slice(EMBED_PUBLIC_PATH.length)));
        if (relative.startsWith('..') || relative.includes(`${sep}..`) || !relative.endsWith('.js')) {
          res.writeHead(404, EMBED_CORS_HEADERS).end();
          return;
        }
        const body = await readFile(join(dir, relative)).catch(() => null);
        if (!body) {
          res.writeHead(404, EMBED_CORS_HEADERS).end();
          return;
        }
        res.writeHead(200, {
          ...EMBED_CORS_HEADERS,
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': embedCacheControl(relative),
        });
        res.end(body);
        return;
      }

      const origin = req.headers.origin;
      const cors: Record<string, string> = origin
        ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
        : {};
      if (url.pathname === '/__leads') return json(res, 200, leads);
      if (url.pathname !== '/api/newsletter/subscribe' && url.pathname !== '/api/contact') {
        return json(res, 404, { message: 'Not found' }, cors);
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      if (req.method !== 'POST') return json(res, 405, { message: 'Method not allowed' }, cors);
      const body = await readJson(req);
      const email = String(body.email ?? '');
      if (email.includes('offline')) {
        req.socket.destroy();
        return;
      }
      if (email.includes('ratelimit')) return json(res, 429, { message: 'Too many requests. Please try again in a minute.' }, cors);
      if (email.includes('fail')) return json(res, 500, { message: 'Subscriptions are paused for maintenance.' }, cors);
      const idempotencyKey = req.headers['idempotency-key'];
      leads.push({ path: url.pathname, origin, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined, body });
      return json(res, url.pathname === '/api/contact' ? 201 : 200, { ok: true }, cors);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) json(res, 500, { message: 'Internal error' });
    }
  });
  return Object.assign(server, { leads });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 3199);
  const server = createWidgetHost();
  server.listen(port, () => console.log(`stand-in widget host on http://localhost:${port}${EMBED_PUBLIC_PATH}loader.js`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
