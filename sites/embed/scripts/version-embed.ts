/**
 * `pnpm --filter @joognoo/embed release:version` (run by the root `pnpm version-packages`
 * before `changeset version` consumes the changesets): the pending changesets that name a
 * package the bundle ships become the next embed release. It bumps `version` in
 * sites/embed/package.json (a patch for patches only, else a minor; a new major is a new
 * EMBED_VERSION) and writes the release at the top of sites/embed/CHANGELOG.md, each change
 * marked with its changeset so no release takes it twice. Nothing pending: nothing changes.
 * The next `pnpm build` then makes `/embed/<new version>/`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseEmbed } from '../src/changelog.ts';

const embedDir = path.resolve(import.meta.dirname, '..');
const changesetDir = path.resolve(embedDir, '../../.changeset');
const changelogFile = path.join(embedDir, 'CHANGELOG.md');
const packageFile = path.join(embedDir, 'package.json');

const changesets = Object.fromEntries(
  readdirSync(changesetDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, readFileSync(path.join(changesetDir, name), 'utf8')]),
);
const pkg = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
const result = releaseEmbed({
  changelog: existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '',
  changesets,
  current: pkg.version,
  date: new Date().toISOString().slice(0, 10),
});
if (!result) {
  console.log(`[embed] no pending change to the bundled packages: the embed stays at ${pkg.version}`);
} else {
  writeFileSync(changelogFile, result.changelog);
  writeFileSync(packageFile, `${JSON.stringify({ ...pkg, version: result.version }, null, 2)}\n`);
  console.log(`[embed] release ${result.version} written to sites/embed/CHANGELOG.md and package.json`);
}
