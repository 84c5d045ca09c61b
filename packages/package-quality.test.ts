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
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
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

/** Every file under `dir`, recursively, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

// The keyword must not be a string's own text (`["from", "to"]` is a list, not an import).
const SPECIFIER = /(?<!['"\w$])(?:from\s*|import\s*\(\s*|import\s+)(['"])([^'"\n]+)\1/g;
const builtins = new Set(builtinModules);

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
const packageNameOf = (specifier: string) =>
  specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * The packages the built library imports: its `dist/**\/*.js` (runtime) and `dist/**\/*.d.ts`
 * (types a user's compiler reads).
 */
function builtImports(dir: string): { runtime: string[]; types: string[] } {
  const dist = join(dir, 'dist');
  const runtime = new Set<string>();
  const types = new Set<string>();
  for (const file of filesUnder(dist)) {
    const into = file.endsWith('.d.ts') ? types : file.endsWith('.js') ? runtime : undefined;
    if (!into) continue;
    // Code only: a doc comment's usage example is not an import.
    const code = readFileSync(join(dist, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line))
      .join('\n');
    for (const [, , specifier] of code.matchAll(SPECIFIER)) {
      if (specifier!.startsWith('.') || specifier!.startsWith('node:') || builtins.has(specifier!)) continue;
      into.add(packageNameOf(specifier!));
    }
  }
  return { runtime: [...runtime].sort(), types: [...types].sort() };
}

const published = publishedPackages();
const widgets = ['contact-form', 'newsletter', 'blog', 'job-board', 'case-studies', 'integrations'].map((w) => `@joognoo/${w}`);

/** Entries a widget offers besides `.` and `./embed`: code without React, for servers and tests. */
const WIDGET_EXTRA_ENTRIES: Record<string, string[]> = { '@joognoo/case-studies': ['./filters'] };

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
      // The components, the element, and entries without components listed in WIDGET_EXTRA_ENTRIES.
      expect(Object.keys(manifest.exports)).toEqual(['.', './embed', ...(WIDGET_EXTRA_ENTRIES[name] ?? [])]);
      // `./embed` defines the custom elements on import: a bundler must keep it.
      expect(manifest.sideEffects).toEqual(['./src/embed.ts', './dist/embed.js']);
    } else {
      expect(manifest.sideEffects).toBe(false);
    }
    expect(manifest.files).toEqual(['dist', 'README.md', 'CHANGELOG.md']);
  });

  it('declares exactly what its build imports: no missing, no unused dependency', () => {
    const pkg = published.find((p) => p.name === name)!;
    expect(existsSync(join(pkg.dir, 'dist/index.js')), 'run `pnpm build` first').toBe(true);
    const { runtime, types } = builtImports(pkg.dir);
    const dependencies = Object.keys(pkg.manifest.dependencies ?? {}).sort();
    const peers = Object.keys(pkg.manifest.peerDependencies ?? {}).sort();
    const declared = new Set([...dependencies, ...peers]);
    // A type-only import needs the package too: the user's compiler reads dist/*.d.ts.
    expect([...new Set([...runtime, ...types])].filter((dep) => !declared.has(dep)), 'missing').toEqual([]);
    expect(dependencies.filter((dep) => !runtime.includes(dep) && !types.includes(dep)), 'unused dependencies').toEqual([]);
    // react-dom is the peer that renders the components (the user's app owns it).
    expect(peers.filter((dep) => dep !== 'react-dom' && !runtime.includes(dep) && !types.includes(dep)), 'unused peers').toEqual([]);
  });

  it('takes React and styled-components from the app: one copy each, or contexts and styles split', () => {
    const manifest = published.find((p) => p.name === name)!.manifest;
    const peers = Object.keys(manifest.peerDependencies ?? {});
    const usesReact = ['@joognoo/ui', '@joognoo/widget-kit', ...widgets].includes(name);
    for (const library of ['react', 'react-dom', 'styled-components']) {
      expect(Object.keys(manifest.dependencies ?? {}), `${library} is not a dependency`).not.toContain(library);
      if (usesReact) expect(peers, `${library} is a peer dependency`).toContain(library);
    }
  });

  it('ships the build and the README, no sources or tests', async () => {
    const files = await packedFiles(name);
    expect(files).toContain('README.md');
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files.filter((f) => f.startsWith('src/') || /\.test\./.test(f))).toEqual([]);
  });
});
