import { isApiError } from '@joognoo/api-client';
import { MAX_LENGTH } from '@joognoo/schemas';
import { data, redirect, type AppLoadContext } from 'react-router';
import { accountApi, currentUser, relayCookies } from './account.server';
import { safeRedirectTo } from './redirect-to';
import type { SignInResult } from './SignInForm';
import { SIGN_IN_COPY } from './sign-in-copy';
import { forEcho } from './text';

/** How one site's sign-in page sends a session on. */
export interface SignInLanding {
  /** Where a link that names no (safe) page goes. */
  fallback: string;
  /**
   * The page a session lands on, given the safe `redirectTo` and the session's `cookie`
   * (the one just made on sign-in, or the visitor's own): `redirectTo` unless the site
   * says otherwise.
   */
  landing?(context: AppLoadContext, redirectTo: string, cookie: string): Promise<string>;
}

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

const landingOf = (site: SignInLanding, context: AppLoadContext, redirectTo: string, cookie: string) =>
  site.landing ? site.landing(context, redirectTo, cookie) : Promise.resolve(redirectTo);

/** The sign-in page's loader: a visitor who is already signed in goes straight on. */
export async function signInLoader({ request, context }: PageArgs, site: SignInLanding): Promise<{ redirectTo: string }> {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get('redirectTo'), site.fallback);
  const account = accountApi(context, request);
  if (await currentUser(account)) throw redirect(await landingOf(site, context, redirectTo, request.headers.get('cookie') ?? ''));
  return { redirectTo };
}

/**
 * The sign-in form's action: signs in through the API with the visitor's headers and
 * relays the session cookie, then redirects to the landing page; a refusal answers the
 * form with the API's message (or its field errors) and the API's status.
 */
export async function signInAction({ request, context }: PageArgs, site: SignInLanding) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  const redirectTo = safeRedirectTo(form.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo'), site.fallback);
  const account = accountApi(context, request);
  try {
    await account.api.login({ email, password });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const result: SignInResult = { email: forEcho(email, MAX_LENGTH.email), error: error.body?.message ?? SIGN_IN_COPY.genericError };
    if (error.status === 400 && error.body?.errors) {
      const { email: emailError, password: passwordError } = error.body.errors;
      result.fieldErrors = { ...(emailError ? { email: emailError } : {}), ...(passwordError ? { password: passwordError } : {}) };
      delete result.error;
    }
    const status = [400, 401, 403, 429].includes(error.status) ? error.status : 502;
    return data(result, { status, headers: relayCookies(account) });
  }
  const newSession = account
    .setCookies()
    .map((header) => header.split(';', 1)[0]!)
    .join('; ');
  throw redirect(await landingOf(site, context, redirectTo, newSession), { headers: relayCookies(account) });
}
