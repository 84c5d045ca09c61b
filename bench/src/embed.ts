import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBED_BUDGETS, incrementBudget, measureEmbed } from '@joognoo/embed/size';
import { EMBED_DIR } from './paths.ts';
import { run } from './processes.ts';
import { formatKB, outcome, type Row } from './report.ts';

/** The two-widget pages reported: the widgets a partner page most often combines. */
const WIDGET_PAIRS = [
  ['contact-form', 'newsletter'],
  ['blog', 'newsletter'],
] as const;

/**
 * Gzip sizes of a fresh embed build (into a temp dir: never a stale dist), per widget (in
 * English, and in Arabic: the catalog chunks that page adds) and for two widgets on one page,
 * with the size budgets (sites/embed/scripts/embed-size.ts) where one is set.
 */
export async function benchEmbed(): Promise<Row[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'joognoo-bench-embed-'));
  try {
    run('embed build', 'pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], {
      cwd: EMBED_DIR,
      env: { ...process.env, JOOGNOO_EMBED_OUT_DIR: outDir, NODE_ENV: 'production' },
    });
    const sizes = measureEmbed(outDir);
    const rows: Row[] = [
      {
        section: 'Embed',
        measure: 'loader.js (gzip)',
        value: formatKB(sizes.loader),
        goal: `≤ ${formatKB(EMBED_BUDGETS.loader)}`,
        outcome: outcome(sizes.loader <= EMBED_BUDGETS.loader),
      },
    ];
    for (const [name, widget] of Object.entries(sizes.widgets)) {
      const budget = EMBED_BUDGETS.totals[name];
      rows.push({
        section: 'Embed',
        measure: `${name}: loader + runtime + widget (gzip)`,
        value: `${formatKB(widget.total)} (own chunk ${formatKB(widget.chunk)})`,
        goal: budget === undefined ? '' : `≤ ${formatKB(budget)}`,
        outcome: budget === undefined ? '' : outcome(widget.total <= budget),
      });
    }
    // A page in Arabic: the English page plus the Arabic catalogs it fetches (schemas, ui,
    // widget-kit and the widget's own), per widget.
    for (const [name, widget] of Object.entries(sizes.widgets)) {
      const arabic = widget.languages.ar;
      if (!arabic) throw new Error(`The embed build has no Arabic texts for ${name}`);
      rows.push({
        section: 'Embed',
        measure: `${name} in Arabic: the page + its ar chunks (gzip)`,
        value: `${formatKB(widget.total + arabic.bytes)} (+${formatKB(arabic.bytes)} in ${arabic.files.length} chunks)`,
        goal: `≤ +${formatKB(EMBED_BUDGETS.language)}`,
        outcome: outcome(arabic.bytes <= EMBED_BUDGETS.language),
      });
    }
    const languages = Object.entries(sizes.widgets).flatMap(([name, widget]) =>
      Object.entries(widget.languages).map(([locale, { bytes }]) => ({ name, locale, bytes })),
    );
    const heaviest = languages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    rows.push({
      section: 'Embed',
      measure: 'largest language added to a widget page (all widgets and languages)',
      value: `+${formatKB(heaviest.bytes)}: ${heaviest.locale} on the ${heaviest.name} page`,
      goal: `≤ +${formatKB(EMBED_BUDGETS.language)}`,
      outcome: outcome(heaviest.bytes <= EMBED_BUDGETS.language),
    });
    for (const [first, second] of WIDGET_PAIRS) {
      const increment = sizes.increments.find((item) => item.first === first && item.second === second);
      const base = sizes.widgets[first];
      if (!increment || !base) throw new Error(`The embed build has no ${first} or ${second} widget`);
      rows.push({
        section: 'Embed',
        measure: `two widgets on one page: ${first} + ${second} (gzip)`,
        value: `${formatKB(base.total + increment.bytes)} (+${formatKB(increment.bytes)} for ${second})`,
        goal: `second widget ≤ +${formatKB(incrementBudget(second))}`,
        outcome: outcome(increment.bytes <= incrementBudget(second)),
      });
    }
    // The integrations panel has a budget of its own (EMBED_BUDGETS.addedBy): the largest of the others.
    const worst = sizes.increments
      .filter((item) => incrementBudget(item.second) === EMBED_BUDGETS.secondWidget)
      .reduce((a, b) => (b.bytes > a.bytes ? b : a));
    rows.push({
      section: 'Embed',
      measure: 'largest second widget on a page (all pairs)',
      value: `+${formatKB(worst.bytes)}: ${worst.second} on a page with ${worst.first}`,
      goal: `≤ +${formatKB(EMBED_BUDGETS.secondWidget)}`,
      outcome: outcome(worst.bytes <= EMBED_BUDGETS.secondWidget),
    });
    // Loaded only when a write meets a proof-of-work challenge (a form over its site-wide ceiling).
    for (const [name, budget] of Object.entries(EMBED_BUDGETS.lazy)) {
      const bytes = sizes.lazy[name];
      if (bytes === undefined) throw new Error(`The embed build has no lazily loaded ${name} chunk`);
      rows.push({
        section: 'Embed',
        measure: `${name} chunk, loaded only when needed (gzip)`,
        value: formatKB(bytes),
        goal: `≤ ${formatKB(budget)}`,
        outcome: outcome(bytes <= budget),
      });
    }
    return rows;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
