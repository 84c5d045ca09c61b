import type { Logger, MultipartOptions, MultipartUploadOnDisk } from '@joognoo/api';

/**
 * What an action that takes an upload needs for the visitor (server.ts), in the order it uses
 * it: nothing of the body is read until the action calls `readForm`, after its own checks.
 */
export interface SiteUploads {
  /** The visitor's wait in seconds when they have used up the API's application rate limit, else null (counts nothing). */
  applicationWait(): Promise<number | null>;
  /** One of the visitor's bodies in flight (BODIES_PER_ADDRESS), released by calling it; null when all are taken. */
  takeSlot(): (() => void) | null;
  /** The `Retry-After` seconds of a refusal by `takeSlot`. */
  slotRetryAfterSeconds: number;
  /** What the API says with its 429 (`TOO_MANY_REQUESTS`), said by the page for both refusals. */
  tooManyRequests: string;
  /** Reads the multipart body: text fields in memory, the file to a private temporary file (`dispose` deletes it). */
  readForm(request: Request, options: MultipartOptions): Promise<MultipartUploadOnDisk>;
}

/**
 * What server.ts hands every loader and action as `context` (React Router's
 * `getLoadContext`). Loaders that need API data create a client from `apiBaseUrl`:
 *
 *   const api = createApiClient({ baseUrl: context.apiBaseUrl });
 *
 * `apiBaseUrl` is the server's own loopback address, so SSR calls never leave the host.
 */
export interface SiteLoadContext {
  /** Public origin of the site (`SITE_URL`), used for canonical and Open Graph URLs. */
  siteUrl: string;
  /** GA4 measurement id (`GA_MEASUREMENT_ID`) or null when analytics is off. */
  gaMeasurementId: string | null;
  /** Loopback origin of this process, e.g. `http://127.0.0.1:3000`. */
  apiBaseUrl: string;
  /**
   * The visitor's IP (the socket's peer, or X-Forwarded-For where TRUST_PROXY trusts it).
   * Actions that call the API for a visitor forward it, so the API's per-client rate limits
   * count visitors, not this server (lead-actions.server.ts).
   */
  clientIp: string;
  /**
   * Absolute path of the directory served at `/embed/v1/` (server.ts: `embedDir` of
   * `@joognoo/embed/assets`, resolved where the process runs, not in the bundle): the docs read
   * the served release's manifest from it. Absent in tests.
   */
  embedDir?: string;
  /**
   * Absolute path of the directory of kept exact-version releases (`embedReleasesDir`,
   * EMBED_RELEASES_DIR): the docs' pin snippet reads the pinned release's own manifest there.
   * Absent in tests.
   */
  embedReleasesDir?: string;
  /**
   * The process's marker of the inline code the render produces itself (server/react-router.ts:
   * random per process, rendered as a `nonce` attribute, listed by hash and removed by
   * server/content-security-policy.ts before anything is sent).
   */
  inlineCodeMarker: string;
  /**
   * The process's JSON-lines logger (the API's): `handleError` and the render in
   * entry.server.tsx log through it, one JSON object per line, never a stack trace.
   */
  logger: Logger;
  /** Absent in tests that render without a server. */
  uploads?: SiteUploads;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
