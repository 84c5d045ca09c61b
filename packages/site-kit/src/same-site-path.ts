/** Longest value accepted as a redirect target. */
const MAX_LENGTH = 2048;
/** The origin paths are resolved against when no site URL is given (never dialled). */
const PROBE_ORIGIN = 'http://joognoo.invalid';

/**
 * `value` as a path of this site that is safe to put in a `Location` header (`/thanks`,
 * `/blog?category=ai#top`), or null. The one check for every redirect target a visitor
 * can choose (`redirectTo` of /sign-in, the `redirect` field of the no-JavaScript forms).
 *
 * Normalisation comes first, because it can turn innocent-looking input into a
 * protocol-relative URL that browsers send to another host: `/.//evil.example`,
 * `%2F.%2F%2Fevil.example` (once decoded), `/%2e//evil.example` and `/..//evil.example`
 * all normalise to `//evil.example`. So the value is resolved as a URL on the site's
 * origin (`siteUrl`, which also lets an absolute URL of the site itself through as its
 * path); it must stay on that origin, its normalised path must start with exactly one `/`
 * (not `//` or `/\`), and, as proof, that path resolved against the origin again must
 * still be on it. Raw control characters and backslashes are refused outright.
 */
export function sameSitePath(value: unknown, siteUrl: string = PROBE_ORIGIN): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  // A relative path without its leading slash (`integrations`) is never one of our links.
  if (!value.startsWith('/') && !URL.canParse(value)) return null;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(siteUrl).origin;
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return new URL(path, origin).origin === origin ? path : null;
}
