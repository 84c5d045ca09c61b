import { Readable, pipeline } from 'node:stream';
import { constants, createGzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { acceptsGzip } from './cached-body.ts';
import type { Middleware } from 'koa';

const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and archives are compressed already. */
export const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export interface CompressionOptions {
  /** Bodies of a known length below this are sent as they are (gzip saves little). */
  minBytes?: number;
}

/**
 * Gzips the host's text answers (pages, scripts, styles, SVG, the embed files) for a client
 * that takes gzip: the home page alone is about 125 KB of HTML and 500 KB of JavaScript
 * uncompressed, a third of that gzipped. A streamed page stays streamed: each chunk is
 * flushed as it comes (Z_SYNC_FLUSH), so the browser still gets the head early.
 * The API answers are not seen here: they never reach the host's middleware, and its
 * response cache keeps gzipped copies of its own.
 */
export function compression({ minBytes = 1024 }: CompressionOptions = {}): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body === null || body === undefined || ctx.method === 'HEAD' || ctx.status === 204 || ctx.status === 304) return;
    if (!COMPRESSIBLE.test(ctx.type) || ctx.response.get('Content-Encoding')) return;
    ctx.vary('Accept-Encoding');
    if (!acceptsGzip(ctx.get('Accept-Encoding'))) return;
    if (typeof body === 'string' || Buffer.isBuffer(body)) {
      if (Buffer.byteLength(body) < minBytes) return;
      const compressed = await gzipAsync(body);
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = compressed;
      return;
    }
    if (body instanceof Readable) {
      if (ctx.length !== undefined && ctx.length < minBytes) return;
      ctx.set('Content-Encoding', 'gzip');
      ctx.remove('Content-Length');
      // An error on either side ends both; Koa reports the gzip stream's error.
      ctx.body = pipeline(body, createGzip({ flush: constants.Z_SYNC_FLUSH }), () => {});
    }
  };
}
