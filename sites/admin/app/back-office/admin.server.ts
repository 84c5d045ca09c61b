import { ADMIN_MESSAGES, canUse, type AdminArea, type StaffUser } from '@joognoo/schemas/admin';
import type { FieldErrors } from '@joognoo/schemas';
import { data, redirect, type AppLoadContext } from 'react-router';
import { signInPath } from '@joognoo/site-kit';
import { visitorFetch } from '@joognoo/site-kit/server';

/** The staff's own sign-in page, /admin/sign-in (the app's own path: `redirect()` adds the basename). */
const SIGN_IN_PAGE = '/sign-in';

/** A refused back-office API call: its status and `{ message, errors }`. */
export class AdminApiError extends Error {
  override name = 'AdminApiError';
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: FieldErrors } = {},
  ) {
    super(body.message ?? `The back office API answered ${status}`);
  }
}

type Query = URLSearchParams | Record<string, string | number | undefined | null>;

/** The back office's API (`/api/admin/*`) as the visitor of one request: server-only. */
export interface AdminApi {
  get<T>(path: string, query?: Query): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** The API's Response as it is (a CSV stream, an upload's answer): the caller reads it. */
  raw(path: string, init?: RequestInit): Promise<Response>;
  /** Every `Set-Cookie` the API answered (a sign-out's cookie removal). */
  setCookies(): string[];
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function answer<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new AdminApiError(response.status, (body ?? {}) as AdminApiError['body']);
  return body as T;
}

export function adminApi(context: AppLoadContext, request: Request): AdminApi {
  const cookies: string[] = [];
  const call = visitorFetch(context, request, (response) => cookies.push(...response.headers.getSetCookie()));
  const url = (path: string) => new URL(path, context.apiBaseUrl).toString();
  return {
    get: async (path, query) => answer(await call(url(withQuery(path, query)), { headers: { accept: 'application/json' } })),
    send: async (method, path, body) =>
      answer(
        await call(url(path), {
          method,
          headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    raw: (path, init) => call(url(path), init),
    setCookies: () => [...cookies],
  };
}

/** The 403 page of the back office (rendered by the nearest error boundary). */
export function forbidden(): never {
  throw data({ message: ADMIN_MESSAGES.forbidden }, { status: 403, statusText: 'Forbidden' });
}

/**
 * The signed-in staff member who may use `area`, and an API client as them: every back-office
 * loader and action starts with it. Signed out: to /admin/sign-in and back here afterwards.
 * Signed in without a role that may use the area: 403.
 */
export async function requireStaff(context: AppLoadContext, request: Request, area: AdminArea): Promise<{ staff: StaffUser; api: AdminApi }> {
  const api = adminApi(context, request);
  let staff: StaffUser;
  try {
    ({ user: staff } = await api.get<{ user: StaffUser }>('/api/admin/me'));
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) {
      const { pathname, search } = new URL(request.url);
      // A form post's target is not a page to come back to: its page is (the same path).
      throw redirect(signInPath(`${pathname}${request.method === 'GET' ? search : ''}`, SIGN_IN_PAGE));
    }
    if (error instanceof AdminApiError && error.status === 403) forbidden();
    throw error;
  }
  if (!canUse(staff.role, area)) forbidden();
  return { staff, api };
}

/**
 * An action's answer to a refused API call: the field errors and message for the form
 * (400), the 403 page, or the error thrown on.
 */
export function formFailure(error: unknown) {
  if (error instanceof AdminApiError) {
    if (error.status === 403) forbidden();
    if (error.status === 400 || error.status === 404 || error.status === 409 || error.status === 413 || error.status === 415 || error.status === 422) {
      return data({ ok: false as const, message: error.body.message ?? 'Please correct the highlighted fields.', errors: error.body.errors ?? {} }, { status: error.status });
    }
  }
  throw error;
}
