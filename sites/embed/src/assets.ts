/**
 * Node-only helpers for a server that serves the embed build (`@joognoo/embed/assets`).
 *
 * ```ts
 * import { embedMajors, embedRootDir, EMBED_BASE_PATH, embedCacheControl } from '@joognoo/embed/assets';
 * // serve embedRootDir/<major>/ at /embed/<major>/ for every major in embedMajors(), with
 * // EMBED_CORS_HEADERS and Cache-Control: embedCacheControl(fileRelativeToTheMajor)
 * ```
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Major version of the embed contract this source builds: the URL prefix partners use. */
export const EMBED_VERSION = 'v1';

/** Parent of every major's URL prefix. */
export const EMBED_BASE_PATH = '/embed/';

/** Where partners load this build's widgets from on our host: `/embed/v1/`. */
export const EMBED_PUBLIC_PATH = `${EMBED_BASE_PATH}${EMBED_VERSION}/`;

/** A major's directory and URL segment: `v1`, `v2`, ... */
export const EMBED_MAJOR_PATTERN = /^v[1-9]\d*$/;

/** Absolute path of the directory holding one built directory per major (`sites/embed/dist/embed/`). */
export const embedRootDir: string = fileURLToPath(new URL('../dist/embed/', import.meta.url));

/** Absolute path of this source's build (`sites/embed/dist/embed/v1/`). */
export const embedDir: string = path.join(embedRootDir, EMBED_VERSION) + path.sep;

/** Same as `embedDir`, as a function. */
export function embedAssetsPath(): string {
  return embedDir;
}

/**
 * The majors built under `root`, oldest first: every `v{N}` directory that has a `loader.js`
 * (a release ships the build of each major it still supports next to the current one).
 */
export function embedMajors(root: string = embedRootDir): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && EMBED_MAJOR_PATTERN.test(entry.name))
    .filter((entry) => existsSync(path.join(root, entry.name, 'loader.js')))
    .map((entry) => entry.name)
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

/**
 * File names whose content never changes: the chunks and the pinned copy of the loader,
 * both named by a hash of their content (`chunks/blog-B1x9Qe3k.js`, `loader-3kq0Zx1a.js`).
 */
const CONTENT_HASHED = /^(?:chunks\/[^/]+|loader-[\w-]{8,}\.js)$/;

/** A release spreads within five minutes; a cache may serve the old copy while it revalidates. */
export const EMBED_SHORT_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
export const EMBED_IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Unknown majors and missing files: cached briefly, so a typo does not hit the server on every view. */
export const EMBED_NOT_FOUND_CACHE = 'public, max-age=60';

/**
 * Cache-Control for a file of one major's build (path relative to its directory):
 * content-hashed files are immutable, `loader.js` and the manifest are cached briefly so a
 * release spreads fast.
 */
export function embedCacheControl(relativePath: string): string {
  return CONTENT_HASHED.test(relativePath.replace(/^\/+/, '')) ? EMBED_IMMUTABLE_CACHE : EMBED_SHORT_CACHE;
}

/** Headers every embed response needs (module scripts loaded cross-origin need CORS). */
export const EMBED_CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** Subresource Integrity value of a file's bytes, as `integrity="..."` takes it: `sha384-<base64>`. */
export function subresourceIntegrity(content: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** `embed-manifest.json` of a major's build (served at `/embed/v1/embed-manifest.json`). */
export interface EmbedManifest {
  version: string;
  /** `loader.js`: short-cached, changes with every release of the major. */
  loader: string;
  /** The same bytes under a content-hashed, immutable name: the URL to pin with `integrity`. */
  pinnedLoader: string;
  /** The shared chunk, if two widgets share code. */
  runtime: string | null;
  /** Per widget: its element names, its chunk, and every chunk a page with it downloads. */
  widgets: Record<string, { tags: string[]; file: string; files: string[] }>;
  /** Every JavaScript file of the build -> its `sha384-...` integrity. */
  integrity: Record<string, string>;
}
