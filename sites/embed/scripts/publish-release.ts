/**
 * The last step of the embed build: a fresh build of release X.Y.Z (in a staging directory)
 * becomes `/embed/X.Y.Z/` for ever and `/embed/vX/` until the next release.
 *
 * - `<releasesDir>/X.Y.Z/` is written once: a release that is already there is never changed
 *   or removed (partners pin its files with Subresource Integrity). Building other bytes under
 *   a released version keeps the released files and says so: bump the version to release them.
 * - `<rootDir>/vX/` is replaced by the new build (swapped in by renames, so a running host never
 *   sees half a directory).
 * - Nothing else is touched: earlier releases, other majors.
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type EmbedManifest, releaseMajor } from '../src/assets.ts';

export interface PublishOptions {
  /** The fresh build (loader.js, chunks/, embed.css, embed-manifest.json). Moved away on success. */
  stagingDir: string;
  /** Parent of the majors' directories (`dist/embed/`). */
  rootDir: string;
  /** Where released versions are kept (`EMBED_RELEASES_DIR`, default `rootDir`). */
  releasesDir: string;
  /** Called with what happened, for the build's log. */
  log?: (message: string) => void;
}

export interface PublishResult {
  version: string;
  major: string;
  /** `created`: the release directory was written now; `kept`: it existed with the same files; `conflict`: it existed with other files and was kept as released. */
  release: 'created' | 'kept' | 'conflict';
  releaseDir: string;
  majorDir: string;
}

const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'embed-manifest.json'), 'utf8')) as EmbedManifest;

/** Same files with the same bytes: the manifests list the same integrity for the same names. */
const sameFiles = (a: EmbedManifest, b: EmbedManifest) => JSON.stringify(Object.entries(a.integrity).sort()) === JSON.stringify(Object.entries(b.integrity).sort());

export function publishRelease({ stagingDir, rootDir, releasesDir, log = () => {} }: PublishOptions): PublishResult {
  const manifest = readManifest(stagingDir);
  const { version } = manifest;
  const major = releaseMajor(version);
  if (manifest.major !== major) throw new Error(`[embed] release ${version} is not of major ${manifest.major}`);

  const releaseDir = path.join(releasesDir, version);
  let release: PublishResult['release'];
  if (!existsSync(path.join(releaseDir, 'embed-manifest.json'))) {
    // Copy into a temporary name, then rename: a release directory is complete or absent.
    const partial = path.join(releasesDir, `.${version}.partial`);
    rmSync(partial, { recursive: true, force: true });
    cpSync(stagingDir, partial, { recursive: true });
    rmSync(releaseDir, { recursive: true, force: true }); // only ever a directory without its manifest
    renameSync(partial, releaseDir);
    release = 'created';
    log(`[embed] released ${version}: ${releaseDir}`);
  } else if (sameFiles(readManifest(releaseDir), manifest)) {
    release = 'kept';
  } else {
    release = 'conflict';
    log(
      `[embed] ${version} is already released with other files: kept as released (${releaseDir}); ` +
        `/embed/${major}/ gets this build. Bump the version in sites/embed/package.json to release it.`,
    );
  }

  const majorDir = path.join(rootDir, major);
  const previous = path.join(rootDir, `.${major}.previous`);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(majorDir)) renameSync(majorDir, previous);
  renameSync(stagingDir, majorDir);
  rmSync(previous, { recursive: true, force: true });
  return { version, major, release, releaseDir, majorDir };
}
