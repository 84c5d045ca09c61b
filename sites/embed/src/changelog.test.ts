// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EMBED_BUNDLED_PACKAGES,
  embedChangelog,
  formatEmbedRelease,
  nextEmbedVersion,
  parseChangeset,
  parseEmbedChangelog,
  releaseEmbed,
  type EmbedRelease,
} from './changelog';

const repo = path.resolve(import.meta.dirname, '../../..');

const JOBS = `---
'@joognoo/job-board': minor
---

A failed load says "We couldn't load the open positions." with \`Try again\`.
`;
const API_ONLY = `---
"@joognoo/api": minor
---

Partners as records.
`;
const TWO = `---
"@joognoo/api": patch
"@joognoo/ui": patch
---

Fonts size in px.

Second paragraph.
`;

describe('parseChangeset', () => {
  it('reads the packages, their bumps and the summary', () => {
    expect(parseChangeset('two', TWO)).toEqual({
      id: 'two',
      releases: [
        { name: '@joognoo/api', type: 'patch' },
        { name: '@joognoo/ui', type: 'patch' },
      ],
      summary: 'Fonts size in px.\n\nSecond paragraph.',
    });
  });

  it('refuses a file without front matter or with an unknown bump', () => {
    expect(() => parseChangeset('x', 'Just text')).toThrow('.changeset/x.md has no front matter');
    expect(() => parseChangeset('y', "---\n'@joognoo/ui': huge\n---\nText")).toThrow(`.changeset/y.md: cannot read "'@joognoo/ui': huge"`);
  });
});

describe('the embed changelog', () => {
  const release: EmbedRelease = {
    version: '1.1.0',
    date: '2026-12-01',
    note: null,
    changes: [
      { changeset: 'job-board-load-failure', packages: [{ name: '@joognoo/job-board', type: 'minor' }], summary: 'A failed load says "We couldn\'t load".' },
      { changeset: 'fonts', packages: [{ name: '@joognoo/ui', type: 'patch' }], summary: 'Fonts size in px.\n\nSecond paragraph.' },
    ],
  };

  it('writes a release as markdown and reads it back unchanged', () => {
    const text = formatEmbedRelease(release);
    expect(text).toBe(
      [
        '## 1.1.0',
        '',
        'Released 2026-12-01',
        '',
        '- **@joognoo/job-board** (minor): A failed load says "We couldn\'t load".',
        '  <!-- changeset: job-board-load-failure -->',
        '',
        '- **@joognoo/ui** (patch): Fonts size in px.',
        '',
        '  Second paragraph.',
        '  <!-- changeset: fonts -->',
        '',
      ].join('\n'),
    );
    expect(parseEmbedChangelog(`# @joognoo/embed\n\n${text}`)).toEqual([release]);
  });

  it('shows pending changesets of bundled packages as unreleased, never one a release took, never one of the API only', () => {
    const changelog = `# @joognoo/embed\n\n${formatEmbedRelease(release)}`;
    const result = embedChangelog({
      changelog,
      changesets: { '.changeset/job-board-load-failure.md': JOBS, 'api-only.md': API_ONLY, 'two.md': TWO, 'README.md': '# Changesets' },
    });
    expect(result.releases.map((r) => r.version)).toEqual(['1.1.0']);
    expect(result.unreleased).toEqual([{ changeset: 'two', packages: [{ name: '@joognoo/ui', type: 'patch' }], summary: 'Fonts size in px.\n\nSecond paragraph.' }]);
  });

  it('bumps a patch for patches only, a minor otherwise, never a major', () => {
    const change = (type: 'major' | 'minor' | 'patch') => ({ changeset: type, packages: [{ name: '@joognoo/ui', type }], summary: '' });
    expect(nextEmbedVersion('1.4.2', [change('patch')])).toBe('1.4.3');
    expect(nextEmbedVersion('1.4.2', [change('patch'), change('minor')])).toBe('1.5.0');
    expect(nextEmbedVersion('1.4.2', [change('major')])).toBe('1.5.0');
  });

  it('release:version writes the first release at the current version, then the next one on top, then nothing', () => {
    const first = releaseEmbed({ changelog: '', changesets: { 'job-board-load-failure.md': JOBS, 'api-only.md': API_ONLY }, current: '1.0.0', date: '2026-11-25' });
    expect(first?.version).toBe('1.0.0');
    expect(first?.changelog.startsWith('# @joognoo/embed\n\n## 1.0.0\n\nReleased 2026-11-25\n\n- **@joognoo/job-board** (minor): A failed load')).toBe(true);
    const second = releaseEmbed({ changelog: first!.changelog, changesets: { 'job-board-load-failure.md': JOBS, 'two.md': TWO }, current: '1.0.0', date: '2026-12-01' });
    expect(second?.version).toBe('1.0.1');
    expect(parseEmbedChangelog(second!.changelog).map((r) => [r.version, r.date, r.changes.map((c) => c.changeset)])).toEqual([
      ['1.0.1', '2026-12-01', ['two']],
      ['1.0.0', '2026-11-25', ['job-board-load-failure']],
    ]);
    expect(releaseEmbed({ changelog: second!.changelog, changesets: { 'two.md': TWO }, current: '1.0.1', date: '2026-12-02' })).toBeNull();
  });
});

describe('this repository', () => {
  it('EMBED_BUNDLED_PACKAGES are the workspace packages sites/embed depends on, directly or through them', () => {
    const manifests = new Map<string, { dependencies?: Record<string, string> }>();
    for (const dir of readdirSync(path.join(repo, 'packages'), { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      const file = path.join(repo, 'packages', dir.name, 'package.json');
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string; dependencies?: Record<string, string> };
        manifests.set(pkg.name, pkg);
      } catch {
        // not a package
      }
    }
    const embed = JSON.parse(readFileSync(path.join(repo, 'sites/embed/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const seen = new Set<string>();
    const visit = (deps: Record<string, string> = {}) => {
      for (const name of Object.keys(deps)) {
        if (!manifests.has(name) || seen.has(name)) continue;
        seen.add(name);
        visit(manifests.get(name)!.dependencies);
      }
    };
    visit(embed.dependencies);
    expect([...seen].sort()).toEqual([...EMBED_BUNDLED_PACKAGES]);
  });

  it("sites/embed/CHANGELOG.md starts with the package.json version, and each of its changes names its changeset and a bundled package", () => {
    const releases = parseEmbedChangelog(readFileSync(path.join(repo, 'sites/embed/CHANGELOG.md'), 'utf8'));
    const { version } = JSON.parse(readFileSync(path.join(repo, 'sites/embed/package.json'), 'utf8')) as { version: string };
    expect(releases[0]?.version).toBe(version);
    for (const release of releases) {
      expect(release.date, release.version).toMatch(/^\d{4}-\d\d-\d\d$/);
      for (const change of release.changes) {
        expect(change.changeset, release.version).toMatch(/^[\w.-]+$/);
        expect(change.packages.length, change.changeset).toBeGreaterThan(0);
        for (const p of change.packages) expect(EMBED_BUNDLED_PACKAGES as readonly string[]).toContain(p.name);
      }
    }
  });
});
