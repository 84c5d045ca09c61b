/**
 * Stand-in for `ky` in the embed build (saves ~4.5 KB gzip): the part of ky's API that
 * `@joognoo/api-client` uses, on plain `fetch`: `ky.create({ credentials, fetch, retry: 0,
 * timeout: false, throwHttpErrors: false }).get/post(url, { json, headers })` resolve to
 * the `Response`.
 *
 * Any other option (retries, timeouts, hooks, prefixUrl, searchParams, throwing on HTTP
 * errors) throws instead of silently behaving differently from ky: if the api-client starts
 * to use one, drop the `ky` alias in embed.vite.config.ts. ky-lite.test.ts runs the real
 * api-client on it.
 */

type Options = Omit<RequestInit, 'method'> & {
  json?: unknown;
  fetch?: typeof globalThis.fetch;
  retry?: number;
  timeout?: false;
  throwHttpErrors?: false;
};

/** Options with the only value ky-lite implements; other keys pass to `fetch` as RequestInit. */
const FIXED: Record<string, unknown> = { retry: 0, timeout: false, throwHttpErrors: false };
const UNSUPPORTED = ['hooks', 'prefixUrl', 'searchParams', 'parseJson', 'stringifyJson', 'onDownloadProgress', 'onUploadProgress'];

function request(defaults: Options, method: string) {
  return (url: string | URL, options: Options = {}): Promise<Response> => {
    const { json, fetch: fetchImpl, headers: _, ...init } = { ...defaults, ...options };
    for (const key in init) {
      if (key in FIXED ? (init as Record<string, unknown>)[key] !== FIXED[key] : UNSUPPORTED.includes(key)) {
        throw new Error(`ky-lite: unsupported ${key}`);
      }
      if (key in FIXED) delete (init as Record<string, unknown>)[key];
    }
    const headers = new Headers(defaults.headers);
    new Headers(options.headers).forEach((value, key) => headers.set(key, value));
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(json);
    }
    return (fetchImpl ?? fetch)(url, { ...init, method, headers });
  };
}

export default {
  create(defaults: Options = {}) {
    // ky's defaults (retries, a timeout, throwing on HTTP errors) are not implemented: they
    // must be switched off explicitly.
    for (const key in FIXED) {
      if ((defaults as Record<string, unknown>)[key] !== FIXED[key]) throw new Error(`ky-lite: set ${key}: ${String(FIXED[key])}`);
    }
    return { get: request(defaults, 'GET'), post: request(defaults, 'POST') };
  },
};
