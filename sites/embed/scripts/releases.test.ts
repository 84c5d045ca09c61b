// @vitest-environment node
/**
 * Releases partners can pin: two real builds, release A then a newer B,
 * into a temp root. A's exact-version directory and its Subresource Integrity survive B;
 * `/embed/v1/` is B; a rebuild under a released version never changes its files.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareReleases, embedReleases, embedReleasesDir, releaseMajor, type EmbedManifest } from '../src/assets';
import { buildEmbedRelease } from './build-embed';
import { publishRelease } from './publish-release';

const sri = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'embed-manifest.json'), 'utf8')) as EmbedManifest;
/** Every file of a build directory, relative, sorted. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

let root: string;
let afterA: { manifest: EmbedManifest; files: Record<string, string> };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'joognoo-embed-releases-'));
  await buildEmbedRelease({ root, version: '1.0.0' });
  const dirA = join(root, '1.0.0');
  afterA = { manifest: manifestOf(dirA), files: Object.fromEntries(filesOf(dirA).map((f) => [f, readFileSync(join(dirA, f), 'utf8')])) };
  await buildEmbedRelease({ root, version: '1.1.0' });
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('building release 1.0.0, then 1.1.0', () => {
  it('keeps both exact versions and v1, and no staging directory', () => {
    expect(readdirSync(root).sort()).toEqual(['1.0.0', '1.1.0', 'v1']);
    expect(embedReleases(root)).toEqual(['1.0.0', '1.1.0']);
  });

  it("leaves 1.0.0's files byte for byte as its build wrote them", () => {
    const dirA = join(root, '1.0.0');
    expect(filesOf(dirA)).toEqual(Object.keys(afterA.files));
    for (const [file, text] of Object.entries(afterA.files)) expect(readFileSync(join(dirA, file), 'utf8'), file).toBe(text);
  });

  it("1.0.0's manifest names its version, major and build date, and its SRI still matches every file of 1.0.0", () => {
    const dirA = join(root, '1.0.0');
    const manifest = manifestOf(dirA);
    expect(manifest).toMatchObject({ version: '1.0.0', major: 'v1', loader: 'loader.js', stylesheet: 'embed.css' });
    expect(Date.parse(manifest.buildDate)).not.toBeNaN();
    expect(manifest.buildDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Every served file but the manifest itself has its integrity listed.
    expect(Object.keys(manifest.integrity).sort()).toEqual(filesOf(dirA).filter((f) => f !== 'embed-manifest.json'));
    for (const [file, integrity] of Object.entries(manifest.integrity)) expect(sri(join(dirA, file)), file).toBe(integrity);
    expect(readFileSync(join(dirA, manifest.pinnedLoader), 'utf8')).toBe(readFileSync(join(dirA, 'loader.js'), 'utf8'));
  });

  it('every chunk the 1.0.0 loader imports is in 1.0.0 (a pinned loader works from its own directory)', () => {
    const dirA = join(root, '1.0.0');
    const loader = readFileSync(join(dirA, 'loader.js'), 'utf8');
    const imports = [...loader.matchAll(/import\(`\.\/(chunks\/[^`]+)`\)/g)].map((m) => m[1]!);
    expect(imports.length).toBeGreaterThanOrEqual(5);
    for (const chunk of imports) expect(existsSync(join(dirA, chunk)), chunk).toBe(true);
  });

  it('/embed/v1/ is 1.1.0: the same files as the 1.1.0 directory, its loader saying so', () => {
    const v1 = join(root, 'v1');
    expect(manifestOf(v1).version).toBe('1.1.0');
    expect(filesOf(v1)).toEqual(filesOf(join(root, '1.1.0')));
    expect(readFileSync(join(v1, 'loader.js'), 'utf8').startsWith('/*! Joognoo embed 1.1.0 */\n')).toBe(true);
    expect(readFileSync(join(root, '1.0.0', 'loader.js'), 'utf8').startsWith('/*! Joognoo embed 1.0.0 */\n')).toBe(true);
    // Different loaders, so different pinned names: pinning 1.0.0's never gets 1.1.0's bytes.
    expect(manifestOf(v1).pinnedLoader).not.toBe(afterA.manifest.pinnedLoader);
    expect(manifestOf(v1).integrity['embed.css']).toBe(sri(join(v1, 'embed.css')));
  });
});

describe('publishRelease', () => {
  const stage = (from: string, to: string) => {
    cpSync(from, to, { recursive: true });
    return to;
  };

  it('keeps a released version whose files differ, says so, and still gives v1 the new build', () => {
    const parent = mkdtempSync(join(tmpdir(), 'joognoo-embed-publish-'));
    try {
      const released = stage(join(root, '1.1.0'), join(parent, '1.1.0'));
      const before = readFileSync(join(released, 'loader.js'), 'utf8');
      const staging = stage(join(root, '1.1.0'), join(parent, '.staging'));
      writeFileSync(join(staging, 'loader.js'), `${before}// changed\n`);
      const manifest = manifestOf(staging);
      manifest.integrity['loader.js'] = 'sha384-changed';
      writeFileSync(join(staging, 'embed-manifest.json'), JSON.stringify(manifest));
      const log: string[] = [];
      const result = publishRelease({ stagingDir: staging, rootDir: parent, releasesDir: parent, log: (m) => log.push(m) });
      expect(result).toMatchObject({ version: '1.1.0', major: 'v1', release: 'conflict' });
      expect(readFileSync(join(parent, '1.1.0', 'loader.js'), 'utf8')).toBe(before);
      expect(readFileSync(join(parent, 'v1', 'loader.js'), 'utf8')).toBe(`${before}// changed\n`);
      expect(log).toEqual([
        `[embed] 1.1.0 is already released with other files: kept as released (${join(parent, '1.1.0')}); /embed/v1/ gets this build. Bump the version in sites/embed/package.json to release it.`,
      ]);
      expect(readdirSync(parent).sort()).toEqual(['1.1.0', 'v1']);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('writes the release into EMBED_RELEASES_DIR when that is elsewhere, and reports an identical rebuild as kept', () => {
    const parent = mkdtempSync(join(tmpdir(), 'joognoo-embed-publish-'));
    try {
      const releasesDir = join(parent, 'kept');
      const first = publishRelease({ stagingDir: stage(join(root, '1.0.0'), join(parent, 'dist', '.staging')), rootDir: join(parent, 'dist'), releasesDir });
      expect(first.release).toBe('created');
      expect(readdirSync(releasesDir)).toEqual(['1.0.0']);
      expect(readdirSync(join(parent, 'dist'))).toEqual(['v1']);
      const again = publishRelease({ stagingDir: stage(join(root, '1.0.0'), join(parent, 'dist', '.staging')), rootDir: join(parent, 'dist'), releasesDir });
      expect(again.release).toBe('kept');
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('release versions', () => {
  it('orders versions numerically, a pre-release before its release', () => {
    expect(['1.10.0', '1.2.0', '1.2.0-rc.1', '0.9.9', '1.2.1'].sort(compareReleases)).toEqual(['0.9.9', '1.2.0-rc.1', '1.2.0', '1.2.1', '1.10.0']);
  });

  it('maps a release to its major and refuses what is not x.y.z', () => {
    expect(releaseMajor('1.4.2')).toBe('v1');
    expect(releaseMajor('12.0.0-beta.2')).toBe('v12');
    expect(() => releaseMajor('v1')).toThrow('Not an embed release version (x.y.z): v1');
  });

  it('keeps releases in EMBED_RELEASES_DIR when set, else next to v1 in dist/embed', () => {
    expect(embedReleasesDir({ EMBED_RELEASES_DIR: '/srv/joognoo/embed-releases' })).toBe('/srv/joognoo/embed-releases/');
    expect(embedReleasesDir({})).toMatch(/sites\/embed\/dist\/embed\/$/);
    // Relative: from the repository root, whichever package's directory the process runs in.
    expect(embedReleasesDir({ EMBED_RELEASES_DIR: 'var/embed-releases' })).toBe(`${embedReleasesDir({}).replace(/sites\/embed\/dist\/embed\/$/, '')}var/embed-releases/`);
  });
});
