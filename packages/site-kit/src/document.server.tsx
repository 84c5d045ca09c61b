import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  ServerRouter,
  isRouteErrorResponse,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { CspNonceProvider } from './csp-nonce';
import { errorEntry } from './error-entry';

const RENDER_TIMEOUT_MS = 10_000;
// Give pending promises time to settle before React gives up on them.
export const streamTimeout = RENDER_TIMEOUT_MS - 1_000;

/**
 * Renders the whole document, waiting for `onAllReady` (crawlers and users get complete
 * HTML), collects styled-components' styles with `ServerStyleSheet` and injects them
 * before `</head>`. No style is ever written before the doctype (that would trigger
 * quirks mode: TOOLCHAIN.md).
 *
 * The inline scripts and styles of the render (React Router's and React's scripts, the
 * collected styles) carry the process's marker (`loadContext.inlineCodeMarker`) as a nonce
 * attribute: server/content-security-policy.ts lists exactly those by hash and removes the
 * marker, so the same content gives the same bytes and nothing else inline is allowed.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const marker = loadContext.inlineCodeMarker;
  return new Promise((resolve, reject) => {
    const sheet = new ServerStyleSheet({ nonce: marker });
    let statusCode = responseStatusCode;
    let settled = false;

    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <CspNonceProvider value={marker}>
          <ServerRouter context={routerContext} url={request.url} nonce={marker} />
        </CspNonceProvider>,
      ),
      {
        nonce: marker,
        // The document is sent whole (onAllReady), so every completed Suspense boundary is
        // written in place: React would otherwise move a large one (past 12.8 KB) into a
        // hidden segment that only its inline script reveals, and without JavaScript the
        // content (the home contact form: DeferredContactForm) would stay invisible.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', (error) => {
            sheet.seal();
            reject(error);
          });
          body.on('end', () => {
            const styles = sheet.getStyleTags();
            sheet.seal();
            const html = Buffer.concat(chunks).toString('utf8').replace('</head>', `${styles}</head>`);
            settled = true;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            if (statusCode === 503) relayRetryAfter(routerContext, responseHeaders);
            resolve(new Response(html, { status: statusCode, headers: responseHeaders }));
          });
          pipe(body);
        },
        onShellError(error) {
          sheet.seal();
          reject(error);
        },
        onError(error) {
          statusCode = 500;
          // Errors after the shell are logged; the error boundary renders the page.
          if (!settled) loadContext.logger.error({ msg: 'render error', path: new URL(request.url).pathname, error: errorEntry(error) });
        },
      },
    );

    setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}

/**
 * A 503 page (a loader threw lib/api.server.ts's 503 during a database outage) carries the
 * `Retry-After` of the thrown response. React Router keeps a thrown response's headers only
 * for routes that export `headers`, so it is taken from the loaders' headers here, for
 * every route at once.
 */
function relayRetryAfter(routerContext: EntryContext, responseHeaders: Headers): void {
  if (responseHeaders.has('Retry-After')) return;
  for (const headers of Object.values(routerContext.staticHandlerContext.loaderHeaders)) {
    const retryAfter = headers.get('Retry-After');
    if (retryAfter) return void responseHeaders.set('Retry-After', retryAfter);
  }
}

/**
 * React Router's report of an error of a loader, an action or the render (replacing its
 * default, a multi-line `console.error` with the stack): one JSON line through the
 * process's logger, without the stack. A client's error (a 4xx route error response, such
 * as a post to a page without an action, or a form posted from another origin, which React
 * Router refuses with 400) is a warning; anything else is an error. Requests the client
 * abandoned are not reported.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const origin = request.headers.get('Origin');
  const crossOriginPost = request.method !== 'GET' && request.method !== 'HEAD' && origin !== null && origin !== new URL(request.url).origin;
  const status = isRouteErrorResponse(error) ? error.status : crossOriginPost ? 400 : 500;
  // A route error response React Router made itself (a 405, say) carries its Error as `error`.
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? { name: 'ErrorResponse', message: error.statusText }) : error;
  const entry = { msg: 'page error', method: request.method, path: new URL(request.url).pathname, status, error: errorEntry(cause) };
  if (status < 500) context.logger.warn(entry);
  else context.logger.error(entry);
};
