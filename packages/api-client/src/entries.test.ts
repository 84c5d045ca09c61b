/**
 * The package's two entries: `.` (the widgets' and sites' client, published) and `./admin`
 * (the back office's server-side client, in the workspace only). Everything the public entry
 * loads, statically or on demand, is read here from its sources: none of it is the admin
 * entry or the back office's schemas, so no bundle of a widget can carry them.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;

/** Every module `entry` reaches (package-relative paths) and every package specifier they name. */
function moduleGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(packageDir, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (specifier!.startsWith('.')) pending.push(resolve(dirname(file), specifier!.endsWith('.ts') ? specifier! : `${specifier}.ts`));
      else packages.add(specifier!);
    }
  }
  return { files: [...files].map((file) => relative(packageDir, file)).sort(), packages: [...packages].sort() };
}

describe('the entries of @joognoo/api-client', () => {
  it('the public entry reaches neither the admin entry nor the back office’s schemas', () => {
    const { files, packages } = moduleGraph('src/index.ts');
    expect(files).toContain('src/client.ts');
    expect(files).not.toContain('src/admin.ts');
    expect(packages).toContain('@joognoo/schemas');
    expect(packages.filter((name) => name.endsWith('/admin'))).toEqual([]);
  });

  it('the admin entry is the workspace’s only: npm users get the public entry alone', () => {
    const manifest = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
      publishConfig: { exports: Record<string, unknown> };
    };
    expect(manifest.exports).toEqual({ '.': './src/index.ts', './admin': './src/admin.ts' });
    expect(Object.keys(manifest.publishConfig.exports)).toEqual(['.']);
  });
});
