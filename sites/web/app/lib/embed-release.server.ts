/**
 * The embed release this host serves, for the docs' pin snippet: its version (from the build's
 * manifest, `/embed/v1/embed-manifest.json`) and the integrity of that release's loader as
 * `/embed/<version>/` serves it (the kept release's own manifest: a rebuild that did not bump
 * the version changes `/embed/v1/` but never the kept release).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EMBED_RELEASE, embedDir, type EmbedManifest } from '@joognoo/embed/assets';

export interface ServedRelease {
  version: string;
  /** `sha384-...` of `loader.js` at `/embed/<version>/`; null when the embed is not built. */
  loaderIntegrity: string | null;
}

function readManifest(dir: string): EmbedManifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'embed-manifest.json'), 'utf8')) as EmbedManifest;
  } catch {
    return undefined;
  }
}

/**
 * `dir`: the served `/embed/v1/` directory (the load context's `embedDir`; the package's own
 * path is right only unbundled); `releasesDir`: where exact versions are kept (the load
 * context's `embedReleasesDir`), else the latest build's manifest is used.
 */
export function servedEmbedRelease(dir: string = embedDir, releasesDir?: string): ServedRelease {
  const latest = readManifest(dir);
  if (!latest) return { version: EMBED_RELEASE, loaderIntegrity: null };
  const pinned = (releasesDir && readManifest(path.join(releasesDir, latest.version))) || latest;
  return { version: latest.version, loaderIntegrity: pinned.integrity[pinned.loader] ?? null };
}
