import { createApiClient, isApiError, type ApiClient } from '@joognoo/api-client';
import { data, type AppLoadContext } from 'react-router';

/**
 * The API client for loaders: one per request (its GET cache then lives only as long as
 * the request), talking to this same process over loopback (`context.apiBaseUrl`, set by
 * server.ts). Server-only: loaders never ship to the browser.
 *
 *   export async function loader({ params, context }: Route.LoaderArgs) {
 *     const product = await orNotFound(serverApi(context).getProduct(params.slug));
 *     ...
 *   }
 */
export function serverApi(context: AppLoadContext): ApiClient {
  return createApiClient({ baseUrl: context.apiBaseUrl, fetch: async (input, init) => orUnavailable(await fetch(input, init)) });
}

/**
 * Passes an API answer through, except a 503 (the API cannot reach its database): that is
 * thrown as this page's own 503, with the API's `Retry-After`, which the root error
 * boundary renders as the "Temporarily unavailable" page. Every fetch of the server-side
 * API clients goes through it (`serverApi`, `accountApi` of the account pages, and
 * `leadApi` of the form posts, whose actions catch it with `thrownUnavailable`).
 */
export function orUnavailable(response: Response): Response {
  if (response.status !== 503) return response;
  const retryAfter = response.headers.get('Retry-After');
  throw data(null, { status: 503, statusText: 'Service Unavailable', headers: retryAfter ? { 'Retry-After': retryAfter } : {} });
}

/** The class of what `data()` returns (React Router does not export it). */
const DataWithResponseInit = data(null).constructor;

/**
 * The status and headers of the 503 that `orUnavailable` threw, or undefined for any other
 * error: for an action that catches it to answer its own page (the form with its failure
 * text) with the same 503 and `Retry-After` (`leadApi` of the lead forms goes through it).
 */
export function thrownUnavailable(error: unknown): { status: 503; headers: HeadersInit } | undefined {
  if (!(error instanceof DataWithResponseInit)) return undefined;
  const init = (error as { init: ResponseInit | null }).init;
  return init?.status === 503 ? { status: 503, headers: init.headers ?? {} } : undefined;
}

/** Resolves the call, turning an API 404 into this route's 404 (the not-found page). */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}
