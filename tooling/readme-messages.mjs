/**
 * Writes the message ids of every catalog root that has a README into that README,
 * between `<!-- messages:start -->` and `<!-- messages:end -->`: a table of each id and its
 * English text, generated from `src/locales/en/messages.json`, never written by hand.
 * `pnpm messages` runs it; tooling/messages.test.ts fails when a README is not current.
 *
 *   node tooling/readme-messages.mjs          rewrite the tables
 *   node tooling/readme-messages.mjs --check  list the READMEs that are not current
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const START = '<!-- messages:start -->';
const END = '<!-- messages:end -->';

/** The catalog roots, read from lingui.config.ts (plain text, so this runs on bare Node). */
function catalogRoots() {
  const config = readFileSync(join(repo, 'lingui.config.ts'), 'utf8');
  const list = /CATALOG_ROOTS = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => String(match[1]));
}

/** @param {string} text */
const cell = (text) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The table for one root's English catalog.
 * @param {string} root
 */
export function messagesTable(root) {
  /** @type {Record<string, string>} */
  const english = JSON.parse(readFileSync(join(repo, root, 'src/locales/en/messages.json'), 'utf8'));
  const rows = Object.entries(english)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, text]) => `| \`${id}\` | ${cell(text)} |`);
  return [START, '', '| Message id | English text |', '| --- | --- |', ...rows, '', END].join('\n');
}

/**
 * The README with its table current, or undefined when it has no markers.
 * @param {string} root
 */
export function currentReadme(root) {
  const file = join(repo, root, 'README.md');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return undefined;
  return { file, text, next: text.slice(0, start) + messagesTable(root) + text.slice(end + END.length) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const root of catalogRoots()) {
    const readme = currentReadme(root);
    if (!readme || readme.next === readme.text) continue;
    stale.push(root);
    if (!check) writeFileSync(readme.file, readme.next);
  }
  if (check && stale.length > 0) {
    console.error(`Message tables not current (run pnpm messages): ${stale.join(', ')}`);
    process.exit(1);
  }
}
