/**
 * Node-only helpers for a server that serves the embed build (`@joognoo/widget-kit/embed-assets`).
 *
 * ```ts
 * import { embedDir, EMBED_PUBLIC_PATH, embedCacheControl } from '@joognoo/widget-kit/embed-assets';
 * // serve embedDir at EMBED_PUBLIC_PATH with Access-Control-Allow-Origin: * and
 * // Cache-Control: embedCacheControl(relativeFile)
 * ```
 */
import { fileURLToPath } from 'node:url';

/** Major version of the embed contract: the URL prefix partners use. */
export const EMBED_VERSION = 'v1';

/** Where partners load widgets from on our host: `/embed/v1/`. */
export const EMBED_PUBLIC_PATH = `/embed/${EMBED_VERSION}/`;

/** Absolute path of the built embed files (`packages/widget-kit/dist/embed/v1/`). */
export const embedDir: string = fileURLToPath(new URL(`../dist/embed/${EMBED_VERSION}/`, import.meta.url));

/** Same as `embedDir`, as a function. */
export function embedAssetsPath(): string {
  return embedDir;
}

/**
 * Cache-Control for a file under `embedDir` (path relative to it): content-hashed chunks
 * are immutable, `loader.js` and the manifest are cached briefly so a release spreads fast.
 */
export function embedCacheControl(relativePath: string): string {
  return /^chunks\//.test(relativePath.replace(/^\/+/, ''))
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=300';
}

/** Headers every embed response needs (module scripts loaded cross-origin need CORS). */
export const EMBED_CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
};
