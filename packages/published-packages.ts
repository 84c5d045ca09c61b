/**
 * The workspace's published packages (every `packages/*` package that is not private) and
 * their tarballs as `pnpm pack` makes them for `changeset publish`: `publishConfig` applied,
 * `workspace:*` replaced by real versions. Used by the package checks and the consumer test.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const run = promisify(execFile);

export const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));

export interface WorkspacePackage {
  name: string;
  version: string;
  private: boolean;
  /** Absolute directory. */
  dir: string;
  /** Directory relative to the workspace root: `packages/schemas`. */
  relativeDir: string;
  manifest: Record<string, unknown> & { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
}

/** Every package of the workspace (pnpm-workspace.yaml: packages/*, sites/*, services/*). */
export function workspacePackages(root: string = workspaceRoot): WorkspacePackage[] {
  return ['packages', 'sites', 'services'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((entry) => join(group, entry))
      .filter((relativeDir) => existsSync(join(root, relativeDir, 'package.json')))
      .map((relativeDir) => {
        const manifest = JSON.parse(readFileSync(join(root, relativeDir, 'package.json'), 'utf8'));
        return {
          name: manifest.name,
          version: manifest.version,
          private: manifest.private === true,
          dir: join(root, relativeDir),
          relativeDir,
          manifest,
        };
      }),
  );
}

/** The packages changesets versions and publishes. */
export function publishedPackages(root: string = workspaceRoot): WorkspacePackage[] {
  return workspacePackages(root).filter((pkg) => !pkg.private);
}

export interface Tarball {
  name: string;
  version: string;
  file: string;
  bytes: number;
}

/** `pnpm pack` of each published package into `destination` (build first: `pnpm build`). */
export async function packPublished(destination: string): Promise<Tarball[]> {
  const tarballs: Tarball[] = [];
  for (const pkg of publishedPackages()) {
    await run('pnpm', ['pack', '--pack-destination', destination], { cwd: pkg.dir });
    const file = resolve(destination, `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`);
    tarballs.push({ name: pkg.name, version: pkg.version, file, bytes: statSync(file).size });
  }
  return tarballs;
}

/** `12,345 B (12.1 KB)` */
export const formatBytes = (bytes: number) => `${bytes.toLocaleString('en-US')} B (${(bytes / 1024).toFixed(1)} KB)`;
