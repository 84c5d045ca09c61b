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
import packageJson from '../package.json' with { type: 'json' };

/** Major version of the embed contract this source builds: the URL prefix partners use. */
export const EMBED_VERSION = 'v1';

/**
 * The release this source builds: the `version` of `sites/embed/package.json` (x.y.z, its major
 * matching EMBED_VERSION). Served for ever at `/embed/<release>/` (see `embedReleasesDir`).
 */
export const EMBED_RELEASE: string = packageJson.version;

/** An exact release's directory and URL segment: `1.4.2`, `2.0.0-rc.1`. */
export const EMBED_RELEASE_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$/;

/** `1.4.2` -> `v1`: the major URL prefix a release belongs to. */
export function releaseMajor(release: string): string {
  const match = EMBED_RELEASE_PATTERN.exec(release);
  if (!match) throw new Error(`Not an embed release version (x.y.z): ${release}`);
  return `v${match[1]}`;
}

/** Orders release versions (x.y.z; a pre-release before its release). */
export function compareReleases(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre = ''] = v.split(/-(.*)/s);
    return { parts: core.split('.').map(Number), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return d;
  }
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** Parent of every major's URL prefix. */
export const EMBED_BASE_PATH = '/embed/';

/** Where partners load this build's widgets from on our host: `/embed/v1/`. */
export const EMBED_PUBLIC_PATH = `${EMBED_BASE_PATH}${EMBED_VERSION}/`;

/** A major's directory and URL segment: `v1`, `v2`, ... */
export const EMBED_MAJOR_PATTERN = /^v[1-9]\d*$/;

/** Absolute path of the directory holding one built directory per major (`sites/embed/dist/embed/`). */
export const embedRootDir: string = fileURLToPath(new URL('../dist/embed/', import.meta.url));

/**
 * Where every released exact version is kept, one directory each (`<dir>/1.4.2/`): the
 * `EMBED_RELEASES_DIR` variable (an absolute path, or relative to the repository root), by
 * default `embedRootDir` itself (`sites/embed/dist/embed/1.4.2/` next to `v1/`). A build adds
 * its own release there and never changes or removes one that exists; a deployment keeps the
 * releases of earlier deploys by pointing EMBED_RELEASES_DIR at storage that outlives them.
 */
export function embedReleasesDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.EMBED_RELEASES_DIR?.trim();
  // A relative path is from the repository root, so the build (cwd sites/embed) and the site
  // (cwd sites/web) find the same directory.
  return configured ? path.resolve(REPO_ROOT, configured) + path.sep : embedRootDir;
}

/** The repository root (`sites/embed/dist/embed/` is four levels below it). */
const REPO_ROOT = path.resolve(embedRootDir, '../../../..');

/** The released exact versions kept in `dir` (each a directory with a `loader.js`), oldest first. */
export function embedReleases(dir: string = embedReleasesDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && EMBED_RELEASE_PATTERN.test(entry.name))
    .filter((entry) => existsSync(path.join(dir, entry.name, 'loader.js')))
    .map((entry) => entry.name)
    .sort(compareReleases);
}

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

/** Whether a file of a major's directory is named by its content (and so the same in every release that has it). */
export function isContentHashed(relativePath: string): boolean {
  return CONTENT_HASHED.test(relativePath.replace(/^\/+/, ''));
}

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
  return isContentHashed(relativePath) ? EMBED_IMMUTABLE_CACHE : EMBED_SHORT_CACHE;
}

/** Cache-Control for any file of an exact release (`/embed/1.4.2/...`): its bytes never change. */
export function embedReleaseCacheControl(): string {
  return EMBED_IMMUTABLE_CACHE;
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

/** `embed-manifest.json` of a release (served at `/embed/1.4.2/embed-manifest.json` and, for the latest, `/embed/v1/embed-manifest.json`). */
export interface EmbedManifest {
  /** The exact release, `1.4.2`: its files stay at `/embed/1.4.2/` after later releases. */
  version: string;
  /** Its major's URL segment, `v1`: `/embed/v1/` always has the latest release of the major. */
  major: string;
  /** When this build was made (ISO 8601, UTC). */
  buildDate: string;
  /** `embed.css`: the `:not(:defined)` rules a page adds before the widgets load (also inlined in the snippets). */
  stylesheet: string;
  /** `loader.js`: short-cached, changes with every release of the major. */
  loader: string;
  /** The same bytes under a content-hashed, immutable name: the URL to pin with `integrity`. */
  pinnedLoader: string;
  /** The shared chunk, if two widgets share code. */
  runtime: string | null;
  /**
   * Per widget: its element names, its chunk, every chunk a page with it downloads, and per
   * language other than English the catalog chunks (`chunks/ar-newsletter-….js`, ...) that
   * page fetches to speak it.
   */
  widgets: Record<string, { tags: string[]; file: string; files: string[]; languages: Record<string, string[]> }>;
  /** Every file of the build (loader, pinned loader, chunks, `embed.css`) -> its `sha384-...` integrity. */
  integrity: Record<string, string>;
}
