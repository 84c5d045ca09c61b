/** Where a signed-in user lands when the sign-in link names no (safe) target. */
export const DEFAULT_AFTER_SIGN_IN = '/integrations';

/**
 * A `redirectTo` value that is safe to redirect to: a path on this site (one leading `/`,
 * not `//` or `/\`, which browsers treat as another host), without control characters.
 * Anything else gives `fallback`.
 */
export function safeRedirectTo(value: unknown, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = 'http://joognoo.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/sign-in?redirectTo=<path>` for a page that needs a signed-in user. */
export function signInPath(redirectTo: string): string {
  return `/sign-in?redirectTo=${encodeURIComponent(safeRedirectTo(redirectTo))}`;
}
