import { AdminApiError, createAdminApiClient, type AdminApiClient } from '@joognoo/api-client/admin';
import { ADMIN_MESSAGES, canUse, type AdminArea, type StaffUser } from '@joognoo/schemas/admin';
import { data, redirect, type AppLoadContext } from 'react-router';
import { signInPath } from '@joognoo/site-kit';
import { visitorFetch } from '@joognoo/site-kit/server';

/** The staff's own sign-in page, /admin/sign-in (the app's own path: `redirect()` adds the basename). */
const SIGN_IN_PAGE = '/sign-in';

/** The client's refusal (its status and `{ message, errors }`) and type, for the route modules. */
export { AdminApiError, type AdminApiClient };

/**
 * The staff API's client as the visitor of one request (server-only): their cookie, Origin
 * and address go with every call (`visitorFetch`), and `setCookies()` gives every
 * `Set-Cookie` the API answered (the session of an accepted invitation, a sign-out's removal)
 * for the route to relay. Route modules reach the client only through this `.server` module,
 * so the build refuses it in a browser bundle.
 */
export function visitorAdminApi(context: AppLoadContext, request: Request): { api: AdminApiClient; setCookies: () => string[] } {
  const cookies: string[] = [];
  const fetchAsVisitor = visitorFetch(context, request, (response) => cookies.push(...response.headers.getSetCookie()));
  return { api: createAdminApiClient({ baseUrl: context.apiBaseUrl, fetch: fetchAsVisitor }), setCookies: () => [...cookies] };
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
export async function requireStaff(context: AppLoadContext, request: Request, area: AdminArea): Promise<{ staff: StaffUser; api: AdminApiClient }> {
  const { api } = visitorAdminApi(context, request);
  let staff: StaffUser;
  try {
    ({ user: staff } = await api.getMe());
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
