/**
 * The embed release this host serves, for the docs' pin snippet: its version and the
 * integrity of its loader, read from the build's manifest (`/embed/v1/embed-manifest.json`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EMBED_RELEASE, embedDir, type EmbedManifest } from '@joognoo/embed/assets';

export interface ServedRelease {
  version: string;
  /** `sha384-...` of `loader.js`; null when the embed is not built. */
  loaderIntegrity: string | null;
}

/** `dir`: the served `/embed/v1/` directory (the load context's `embedDir`; the package's own path is right only unbundled). */
export function servedEmbedRelease(dir: string = embedDir): ServedRelease {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'embed-manifest.json'), 'utf8')) as EmbedManifest;
    return { version: manifest.version, loaderIntegrity: manifest.integrity[manifest.loader] ?? null };
  } catch {
    return { version: EMBED_RELEASE, loaderIntegrity: null };
  }
}
