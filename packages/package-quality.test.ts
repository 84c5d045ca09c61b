/**
 * What npm users get from each published package, checked on the tarball `pnpm pack`
 * makes (run `pnpm build` first): publint in strict mode, arethetypeswrong, and the
 * manifest rules of our release process. Run: `pnpm check:packages`.
 *
 * attw runs with `--profile esm-only`: the packages are ESM only (`type: module`, `import`
 * conditions, no CommonJS build), like React Router 7 and most of their dependencies, so
 * the `node10` (no `exports` support) and `node16` require-from-CJS resolutions are out of
 * scope; ESM from Node (`node16`) and bundlers must resolve every entry, types included.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBytes, packPublished, publishedPackages, run, workspaceRoot, type Tarball } from './published-packages';

const packDir = mkdtempSync(join(tmpdir(), 'joognoo-pack-'));
let tarballs: Tarball[] = [];

beforeAll(async () => {
  tarballs = await packPublished(packDir);
  for (const t of tarballs) console.log(`${t.name}@${t.version}: ${formatBytes(t.bytes)}`);
});

afterAll(() => rmSync(packDir, { recursive: true, force: true }));

const tarballOf = (name: string) => {
  const tarball = tarballs.find((t) => t.name === name);
  if (!tarball) throw new Error(`no tarball for ${name}`);
  return tarball;
};

/** The package.json inside the tarball: what the registry and users see. */
async function packedManifest(name: string) {
  const { stdout } = await run('tar', ['-xzOf', tarballOf(name).file, 'package/package.json']);
  return JSON.parse(stdout) as Record<string, unknown> & {
    exports: Record<string, Record<string, string>>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    sideEffects: boolean | string[];
    files: string[];
  };
}

async function packedFiles(name: string): Promise<string[]> {
  const { stdout } = await run('tar', ['-tzf', tarballOf(name).file]);
  return stdout.trim().split('\n').map((f) => f.replace(/^package\//, ''));
}

const published = publishedPackages();
const widgets = ['contact-form', 'newsletter', 'blog', 'job-board', 'case-studies', 'integrations'].map((w) => `@joognoo/${w}`);

describe('published packages', () => {
  it('are the six widgets and the four libraries they need; sites and services stay private', () => {
    expect(published.map((p) => p.name).sort()).toEqual(
      [...widgets, '@joognoo/schemas', '@joognoo/api-client', '@joognoo/ui', '@joognoo/widget-kit'].sort(),
    );
  });
});

describe.each(published.map((p) => p.name))('%s', (name) => {
  it('passes publint --strict', async () => {
    const tarball = readFileSync(tarballOf(name).file);
    const { messages, pkg } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      strict: true,
      level: 'suggestion',
    });
    expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg) ?? m.code}`)).toEqual([]);
  });

  it('passes attw (esm-only profile)', async () => {
    const attw = join(workspaceRoot, 'node_modules/.bin/attw');
    const result = await run(attw, [tarballOf(name).file, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color'], {
      cwd: workspaceRoot,
    }).then(
      () => 'ok',
      (error: { stdout: string; stderr: string }) => `${error.stdout}${error.stderr}`,
    );
    expect(result).toBe('ok');
  });

  it('exports ESM with types from dist, depends on released versions, declares its side effects', async () => {
    const manifest = await packedManifest(name);
    expect(manifest.type).toBe('module');
    for (const [subpath, conditions] of Object.entries(manifest.exports)) {
      expect(Object.keys(conditions)[0], `${subpath}: "types" comes first`).toBe('types');
      for (const target of Object.values(conditions)) expect(target).toMatch(/^\.\/dist\/[\w-]+\.(d\.ts|js)$/);
    }
    const ranges = Object.values({ ...manifest.dependencies, ...manifest.peerDependencies });
    expect(ranges.filter((range) => range.startsWith('workspace:'))).toEqual([]);
    if (widgets.includes(name)) {
      expect(Object.keys(manifest.exports)).toEqual(['.', './embed']);
      // `./embed` defines the custom elements on import: a bundler must keep it.
      expect(manifest.sideEffects).toEqual(['./src/embed.ts', './dist/embed.js']);
    } else {
      expect(manifest.sideEffects).toBe(false);
    }
    expect(manifest.files).toEqual(['dist', 'README.md', 'CHANGELOG.md']);
  });

  it('ships the build and the README, no sources or tests', async () => {
    const files = await packedFiles(name);
    expect(files).toContain('README.md');
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files.filter((f) => f.startsWith('src/') || /\.test\./.test(f))).toEqual([]);
  });
});
