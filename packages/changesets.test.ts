/**
 * Releasing through changesets, on a throwaway copy of the workspace's manifests and
 * `.changeset/` (git repository of its own; the real workspace is never versioned here):
 * `changeset version` bumps the right packages and writes their changelogs, and
 * `pnpm changeset:check` (.ci/changeset-check.sh) fails on a package change without a changeset.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishedPackages, run, workspacePackages, workspaceRoot } from './published-packages';

const git = (cwd: string, ...args: string[]) =>
  run('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Release Test',
      GIT_AUTHOR_EMAIL: 'release-test@joognoo.invalid',
      GIT_COMMITTER_NAME: 'Release Test',
      GIT_COMMITTER_EMAIL: 'release-test@joognoo.invalid',
    },
  });

const commitAll = async (cwd: string, message: string) => {
  await git(cwd, 'add', '-A');
  await git(cwd, 'commit', '-q', '-m', message);
};

/** Every package's package.json (and CHANGELOG.md), the root manifests, `.changeset/` and the check script. */
async function copyWorkspace(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'joognoo-changesets-'));
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.ci/changeset-check.sh']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(workspaceRoot, file), join(dir, file));
  }
  cpSync(join(workspaceRoot, '.changeset'), join(dir, '.changeset'), { recursive: true });
  for (const pkg of workspacePackages()) {
    for (const file of ['package.json', 'CHANGELOG.md']) {
      if (!existsSync(join(pkg.dir, file))) continue;
      mkdirSync(join(dir, pkg.relativeDir), { recursive: true });
      cpSync(join(pkg.dir, file), join(dir, pkg.relativeDir, file));
    }
  }
  // The changesets CLI and its changelog generator, resolved as in the workspace.
  symlinkSync(join(workspaceRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, '.gitignore'), 'node_modules\n');
  await git(dir, 'init', '-q', '-b', 'main');
  await commitAll(dir, 'workspace');
  return dir;
}

const pendingChangesets = (dir: string) => readdirSync(join(dir, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');

function writeChangeset(dir: string, file: string, releases: Record<string, 'patch' | 'minor' | 'major'>, summary: string) {
  const header = Object.entries(releases).map(([name, type]) => `'${name}': ${type}`);
  writeFileSync(join(dir, '.changeset', file), `---\n${header.join('\n')}\n---\n\n${summary}\n`);
}

const changesetBin = (dir: string) => join(dir, 'node_modules/.bin/changeset');
const versionPackages = (dir: string) => run(changesetBin(dir), ['version'], { cwd: dir });

const manifest = (dir: string, relativeDir: string) =>
  JSON.parse(readFileSync(join(dir, relativeDir, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
const changelog = (dir: string, relativeDir: string) => readFileSync(join(dir, relativeDir, 'CHANGELOG.md'), 'utf8');

const published = publishedPackages();

let dir = '';
beforeEach(async () => {
  dir = await copyWorkspace();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('changeset version', () => {
  it('a minor change of @joognoo/schemas: schemas minor, every published package depending on it a patch, private packages untouched', async () => {
    for (const file of pendingChangesets(dir)) rmSync(join(dir, '.changeset', file));
    writeChangeset(dir, 'schemas-lead-field.md', { '@joognoo/schemas': 'minor' }, 'Lead payloads accept an optional `company size`.');

    await versionPackages(dir);

    const before = Object.fromEntries(workspacePackages().map((p) => [p.name, p.version]));
    const bump = (name: string, type: 'minor' | 'patch') => {
      const [major, minor, patch] = before[name]!.split('.').map(Number) as [number, number, number];
      return type === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
    };
    const bumpedPatch = (name: string) => bump(name, 'patch');
    expect(manifest(dir, 'packages/schemas').version).toBe(bump('@joognoo/schemas', 'minor'));

    // Every other published package depends on schemas, directly or through another package
    // (ui resolves the visitor's language with it, widget-kit reads the attribution contract).
    const dependents = published.filter((p) => p.name !== '@joognoo/schemas');
    expect(dependents.map((p) => p.name)).toContain('@joognoo/ui');
    for (const pkg of dependents) {
      expect(manifest(dir, pkg.relativeDir).version, pkg.name).toBe(bumpedPatch(pkg.name));
      const log = changelog(dir, pkg.relativeDir);
      expect(log, pkg.name).toContain(`## ${bumpedPatch(pkg.name)}\n\n### Patch Changes\n\n- Updated dependencies`);
      expect(log, pkg.name).toContain(`  - @joognoo/schemas@${manifest(dir, 'packages/schemas').version}`);
    }
    expect(changelog(dir, 'packages/schemas')).toContain(
      `## ${manifest(dir, 'packages/schemas').version}\n\n### Minor Changes\n\n- Lead payloads accept an optional \`company size\`.`,
    );
    // Workspace ranges stay `workspace:*` (pnpm pack writes the exact versions).
    expect(manifest(dir, 'packages/api-client').dependencies?.['@joognoo/schemas']).toBe('workspace:*');

    for (const pkg of workspacePackages().filter((p) => p.private)) {
      expect(readFileSync(join(dir, pkg.relativeDir, 'package.json'), 'utf8'), pkg.name).toBe(
        readFileSync(join(pkg.dir, 'package.json'), 'utf8'),
      );
      // changesets writes no changelog for them (the embed keeps its own release notes,
      // written by its release:version, which this does not run).
      const own = join(pkg.dir, 'CHANGELOG.md');
      const written = join(dir, pkg.relativeDir, 'CHANGELOG.md');
      if (existsSync(own)) expect(readFileSync(written, 'utf8'), pkg.name).toBe(readFileSync(own, 'utf8'));
      else expect(existsSync(written), pkg.name).toBe(false);
    }
    expect(pendingChangesets(dir)).toEqual([]);
  });

  it('the pending changesets of the repository release every package they name, and only published ones', async () => {
    const pending = pendingChangesets(dir);
    expect(pending.length).toBeGreaterThan(0);
    const summaries = pending.map((file) => readFileSync(join(dir, '.changeset', file), 'utf8').split('---')[2]!.trim());

    await versionPackages(dir);

    const { stdout: changed } = await git(dir, 'status', '--porcelain');
    const touched = new Set(changed.split('\n').filter(Boolean).map((line) => dirname(line.slice(3))));
    for (const pkg of workspacePackages().filter((p) => p.private)) expect(touched.has(pkg.relativeDir), pkg.name).toBe(false);
    for (const pkg of published) {
      if (!touched.has(pkg.relativeDir)) continue;
      expect(manifest(dir, pkg.relativeDir).version, pkg.name).not.toBe(pkg.version);
      const log = changelog(dir, pkg.relativeDir);
      expect(log.startsWith(`# ${pkg.name}\n\n## ${manifest(dir, pkg.relativeDir).version}\n`), pkg.name).toBe(true);
    }
    // Every summary lands in the changelog of at least one package.
    const logs = published.filter((p) => touched.has(p.relativeDir)).map((p) => changelog(dir, p.relativeDir).replace(/\n\s+/g, ' '));
    for (const summary of summaries) {
      expect(logs.some((log) => log.includes(summary.replace(/\n\s*/g, ' '))), summary).toBe(true);
    }
  });
});

describe('pnpm changeset:check', () => {
  const check = (base = '') =>
    run('bash', ['.ci/changeset-check.sh'], { cwd: dir, env: { ...process.env, CHANGESET_BASE: base } }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
  const NO_CHANGESET = 'Some packages have been changed but no changesets were found';

  /** The state right after `pnpm version-packages`: changesets consumed, changelogs written. */
  async function release() {
    await versionPackages(dir);
    await commitAll(dir, 'Version packages');
  }

  it('fails when a published package changed since the last release without a changeset, passes once one is added', async () => {
    await release();
    mkdirSync(join(dir, 'packages/schemas/src'), { recursive: true });
    writeFileSync(join(dir, 'packages/schemas/src/lead.ts'), 'export const LEAD_SOURCES = ["web"] as const;\n');
    await commitAll(dir, 'schemas: lead sources');

    const failing = await check();
    expect(failing.code).toBe(1);
    expect(failing.output).toContain(NO_CHANGESET);

    writeChangeset(dir, 'lead-sources.md', { '@joognoo/schemas': 'minor' }, 'Export the lead sources.');
    await commitAll(dir, 'changeset');
    const passing = await check();
    expect(passing.output).not.toContain(NO_CHANGESET);
    expect(passing.code).toBe(0);
  });

  it('passes when only tests, private sites or services changed since the last release', async () => {
    await release();
    for (const file of ['packages/schemas/src/lead.test.ts', 'sites/web/app/note.ts', 'services/api/src/note.ts']) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), 'export {};\n');
    }
    await commitAll(dir, 'tests and private code');
    const result = await check();
    expect(result.output).not.toContain(NO_CHANGESET);
    expect(result.code).toBe(0);
  });

  it('compares with CHANGESET_BASE when the CI gives one (a pull request target)', async () => {
    await release();
    const uiManifest = join(dir, 'packages/ui/package.json');
    writeFileSync(uiManifest, readFileSync(uiManifest, 'utf8').replace('"description": "', '"description": "Joognoo: '));
    await commitAll(dir, 'ui: description, without a changeset');
    await git(dir, 'branch', 'pull-request-base');
    writeFileSync(join(dir, 'sites/web/note.ts'), 'export {};\n');
    await commitAll(dir, 'web: a note');

    // Since the last release, ui changed without a changeset; since the pull request's
    // base, only the private site did.
    expect((await check()).code).toBe(1);
    expect((await check('pull-request-base')).code).toBe(0);
  });
});
