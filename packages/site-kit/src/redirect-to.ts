import { sameSitePath } from './same-site-path';

/** Where a signed-in user lands when the sign-in link names no (safe) target. */
export const DEFAULT_AFTER_SIGN_IN = '/integrations';

/**
 * A `redirectTo` value that is safe to redirect to: a path on this site, as
 * `sameSitePath` proves it (normalised first, so `/.//evil.example` and its encodings,
 * which normalise to `//evil.example`, are refused). Anything else gives `fallback`.
 */
export function safeRedirectTo(value: unknown, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  return sameSitePath(value) ?? fallback;
}

/** `<signInPage>?redirectTo=<path>` (the customers' /sign-in by default) for a page that needs a signed-in user. */
export function signInPath(redirectTo: string, signInPage = '/sign-in'): string {
  return `${signInPage}?redirectTo=${encodeURIComponent(safeRedirectTo(redirectTo))}`;
}
