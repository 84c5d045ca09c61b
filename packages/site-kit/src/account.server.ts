import { createApiClient, isApiError, type ApiClient } from '@joognoo/api-client';
import type { AuthUser } from '@joognoo/schemas';
import type { AppLoadContext } from 'react-router';
import { orUnavailable } from './api.server';

/**
 * Headers of the visitor's request that the API needs to see: the session cookie, the
 * page's Origin/Referer (the API refuses cross-site writes) and the user agent. The
 * visitor's own X-Forwarded-For is never passed on: the API believes that header from us,
 * so we send the address the server established (`context.clientIp`) instead.
 */
const FORWARDED_HEADERS = ['cookie', 'origin', 'referer', 'user-agent', 'accept-language'] as const;

/**
 * A `fetch` that calls our own API as the visitor of `request`: their cookie, origin,
 * referer, user agent and language, and the address the server established for them. Every
 * answer passes `onResponse` (to collect `Set-Cookie`s) and a 503 becomes this page's own.
 */
export function visitorFetch(context: AppLoadContext, request: Request, onResponse?: (response: Response) => void): typeof fetch {
  const forwarded = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) forwarded.set(name, value);
  }
  forwarded.set('x-forwarded-for', context.clientIp);
  return async (input, init) => {
    const outgoing = new Request(input, init);
    forwarded.forEach((value, name) => outgoing.headers.set(name, value));
    const response = orUnavailable(await fetch(outgoing));
    onResponse?.(response);
    return response;
  };
}

export interface AccountApi {
  api: ApiClient;
  /** Every `Set-Cookie` the API answered so far (the session cookie on login, its removal on logout). */
  setCookies: () => string[];
}

/**
 * An API client for one visitor's request (loaders and actions of the account pages): it
 * talks to our own API over loopback like `serverApi`, as that visitor, by forwarding
 * their cookie and origin, and it records the API's `Set-Cookie` headers so the route can
 * relay them to the browser.
 */
export function accountApi(context: AppLoadContext, request: Request): AccountApi {
  const cookies: string[] = [];
  const fetchAsVisitor = visitorFetch(context, request, (response) => cookies.push(...response.headers.getSetCookie()));
  return {
    api: createApiClient({ baseUrl: context.apiBaseUrl, fetch: fetchAsVisitor }),
    setCookies: () => [...cookies],
  };
}

/** Headers that relay the API's `Set-Cookie`s to the browser. */
export function relayCookies(account: AccountApi, headers: Headers = new Headers()): Headers {
  for (const cookie of account.setCookies()) headers.append('Set-Cookie', cookie);
  return headers;
}

/** The signed-in user, or null when the API answers 401 (any other failure is thrown). */
export async function currentUser(account: AccountApi): Promise<AuthUser | null> {
  try {
    const { user } = await account.api.me();
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
