/**
 * The embed's release notes (`@joognoo/embed/changelog`), made from the changesets: each
 * released embed version (`sites/embed/CHANGELOG.md`, written by `pnpm --filter @joognoo/embed
 * release:version`) lists the changesets of the packages the bundle ships that it took in, and
 * the changesets in `.changeset/` that no release has taken yet are the next release's. Pure:
 * no Node, no DOM (the site reads the files at build time and renders /developers/widgets/changelog).
 */

/** The workspace packages whose code is in the embed bundle (its dependencies and theirs; a test holds this to the package.json files). */
export const EMBED_BUNDLED_PACKAGES = [
  '@joognoo/api-client',
  '@joognoo/blog',
  '@joognoo/case-studies',
  '@joognoo/contact-form',
  '@joognoo/integrations',
  '@joognoo/job-board',
  '@joognoo/newsletter',
  '@joognoo/schemas',
  '@joognoo/ui',
  '@joognoo/widget-kit',
] as const;

export type Bump = 'major' | 'minor' | 'patch';

/** One `.changeset/<id>.md`. */
export interface Changeset {
  /** The file name without `.md`. */
  id: string;
  /** Package -> bump, in the file's order. */
  releases: Array<{ name: string; type: Bump }>;
  /** The markdown after the front matter, trimmed. */
  summary: string;
}

/** One change of an embed release: a changeset, limited to the bundled packages it names. */
export interface EmbedChange {
  changeset: string;
  packages: Array<{ name: string; type: Bump }>;
  summary: string;
}

export interface EmbedRelease {
  /** `1.4.2` */
  version: string;
  /** `YYYY-MM-DD`, when written. */
  date: string | null;
  /** A note above the changes (the first release has one). */
  note: string | null;
  changes: EmbedChange[];
}

const BUMPS: readonly Bump[] = ['patch', 'minor', 'major'];

/** Parses a changeset file (`---\n'@joognoo/x': minor\n---\n\nSummary`). Throws on a malformed one. */
export function parseChangeset(id: string, text: string): Changeset {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw new Error(`.changeset/${id}.md has no front matter`);
  const releases = match[1]!
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry = /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (!entry) throw new Error(`.changeset/${id}.md: cannot read "${line.trim()}"`);
      return { name: entry[1]!, type: entry[2] as Bump };
    });
  return { id, releases, summary: match[2]!.trim() };
}

/** The changesets among `files` (file name -> text); README.md and other files are skipped. */
export function parseChangesets(files: Readonly<Record<string, string>>): Changeset[] {
  return Object.entries(files)
    .map(([file, text]) => [file.split(/[\\/]/).pop() ?? file, text] as const)
    .filter(([name]) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .map(([name, text]) => parseChangeset(name.slice(0, -3), text))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The change a changeset makes to the embed: null when it names no bundled package. */
export function embedChangeOf(changeset: Changeset, bundled: readonly string[] = EMBED_BUNDLED_PACKAGES): EmbedChange | null {
  const packages = changeset.releases.filter((release) => bundled.includes(release.name));
  return packages.length ? { changeset: changeset.id, packages, summary: changeset.summary } : null;
}

/**
 * The embed's next version after `current` for these changes: a patch for patches only, else
 * a minor. Never a major: a new major is a new URL (`/embed/v2/`, EMBED_VERSION), decided in the
 * source, not by an npm package's major (which may change only its React props).
 */
export function nextEmbedVersion(current: string, changes: readonly EmbedChange[]): string {
  const [major = 0, minor = 0, patch = 0] = current.split('-')[0]!.split('.').map(Number);
  const level = Math.max(...changes.flatMap((change) => change.packages.map((p) => BUMPS.indexOf(p.type))), 0);
  return level >= 1 ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

const CHANGESET_MARK = /^<!-- changeset: ([\w.-]+) -->$/;
const PACKAGE = /\*\*(@[\w-]+\/[\w-]+)\*\* \((major|minor|patch)\)/g;

/** One release as `sites/embed/CHANGELOG.md` holds it. */
export function formatEmbedRelease(release: EmbedRelease): string {
  const lines = [`## ${release.version}`, ''];
  if (release.date) lines.push(`Released ${release.date}`, '');
  if (release.note) lines.push(release.note, '');
  for (const change of release.changes) {
    const packages = change.packages.map((p) => `**${p.name}** (${p.type})`).join(', ');
    const [first = '', ...rest] = change.summary.split('\n');
    lines.push(`- ${packages}: ${first}`);
    for (const line of rest) lines.push(line.trim() === '' ? '' : `  ${line}`);
    lines.push(`  <!-- changeset: ${change.changeset} -->`, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The released versions of `sites/embed/CHANGELOG.md`, newest first (as written). */
export function parseEmbedChangelog(markdown: string): EmbedRelease[] {
  const releases: EmbedRelease[] = [];
  let release: EmbedRelease | null = null;
  let change: { lines: string[] } | null = null;
  const note: string[] = [];
  const finishChange = () => {
    if (!release || !change) return;
    const text = change.lines.join('\n').trim();
    const mark = text.split('\n').map((line) => line.trim()).find((line) => CHANGESET_MARK.test(line));
    const body = text
      .split('\n')
      .filter((line) => !CHANGESET_MARK.test(line.trim()))
      .join('\n')
      .trim();
    const head = /^((?:\*\*@[\w-]+\/[\w-]+\*\* \((?:major|minor|patch)\)(?:, )?)+): ([\s\S]*)$/.exec(body);
    const packages = head ? [...head[1]!.matchAll(PACKAGE)].map((m) => ({ name: m[1]!, type: m[2] as Bump })) : [];
    release.changes.push({
      changeset: mark ? CHANGESET_MARK.exec(mark)![1]! : '',
      packages,
      summary: (head ? head[2]! : body).trim(),
    });
    change = null;
  };
  const finishRelease = () => {
    finishChange();
    if (release) {
      release.note = note.join('\n').trim() || null;
      releases.push(release);
    }
    note.length = 0;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^## (\S+)\s*$/.exec(line);
    if (heading) {
      finishRelease();
      release = { version: heading[1]!, date: null, note: null, changes: [] };
      continue;
    }
    if (!release) continue;
    const date = /^Released (\d{4}-\d\d-\d\d)\s*$/.exec(line);
    if (date && !change && release.changes.length === 0) {
      release.date = date[1]!;
      continue;
    }
    if (line.startsWith('- ')) {
      finishChange();
      change = { lines: [line.slice(2)] };
      continue;
    }
    if (change && (line.startsWith('  ') || line.trim() === '')) {
      change.lines.push(line.startsWith('  ') ? line.slice(2) : '');
      continue;
    }
    finishChange();
    note.push(line);
  }
  finishRelease();
  return releases;
}

/** What /developers/widgets/changelog shows: the next release's changes, then every release. */
export interface EmbedChangelog {
  /** Changes of pending changesets no release has taken yet (bundled packages only). */
  unreleased: EmbedChange[];
  releases: EmbedRelease[];
}

export function embedChangelog({
  changelog,
  changesets,
  bundled = EMBED_BUNDLED_PACKAGES,
}: {
  /** The text of `sites/embed/CHANGELOG.md` ('' when there is none yet). */
  changelog: string;
  /** `.changeset/*.md`: file name -> text. */
  changesets: Readonly<Record<string, string>>;
  bundled?: readonly string[];
}): EmbedChangelog {
  const releases = parseEmbedChangelog(changelog);
  const taken = new Set(releases.flatMap((release) => release.changes.map((change) => change.changeset)));
  const unreleased = parseChangesets(changesets)
    .filter((changeset) => !taken.has(changeset.id))
    .map((changeset) => embedChangeOf(changeset, bundled))
    .filter((change): change is EmbedChange => change !== null);
  return { unreleased, releases };
}

/**
 * `release:version`: the next release from the pending changes. `current` is the version in
 * package.json; with no release written yet, that version is the first release (no bump).
 * Returns null when there is nothing to release.
 */
export function releaseEmbed({
  changelog,
  changesets,
  current,
  date,
  note = null,
  bundled = EMBED_BUNDLED_PACKAGES,
}: {
  changelog: string;
  changesets: Readonly<Record<string, string>>;
  current: string;
  /** `YYYY-MM-DD` */
  date: string;
  note?: string | null;
  bundled?: readonly string[];
}): { version: string; changelog: string } | null {
  const { unreleased, releases } = embedChangelog({ changelog, changesets, bundled });
  if (releases.length > 0 && unreleased.length === 0) return null;
  const version = releases.length === 0 ? current : nextEmbedVersion(current, unreleased);
  const section = formatEmbedRelease({ version, date, note, changes: unreleased });
  const title = '# @joognoo/embed';
  const body = changelog.trim().startsWith(title) ? changelog.trim().slice(title.length).trim() : changelog.trim();
  return { version, changelog: `${title}\n\n${section}${body ? `\n${body}\n` : ''}` };
}
