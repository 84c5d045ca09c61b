// @vitest-environment node
/**
 * /developers/widgets and the widget READMEs agree on what each event carries: every field a
 * README's `### Events` table names in a `{ ... }` detail is named by the page too (a page
 * saying "No detail" where `joognoo:ready` carries `{ count }` or `{ found }` misleads).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_DOCS, type WidgetDocId } from './copy';

const TYPE_WORDS = new Set(['string', 'number', 'boolean', 'true', 'false', 'null', 'undefined']);

/** `| \`joognoo:ready\` | \`{ count: number }\` (list) or \`{ found: boolean }\` | ... |` -> event -> field names. */
function readmeEventFields(readme: string): Map<string, string[]> {
  const section = /### Events\n([\s\S]*?)(?=\n#{2,3} )/.exec(readme)?.[1] ?? '';
  const fields = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const event = /^`(joognoo:[a-z]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!event) continue;
    const names = [...(cells[2] ?? '').matchAll(/\{([^}]*)\}/g)].flatMap((m) =>
      m[1]!.split(/[,:\s?]+/).filter((word) => /^[a-zA-Z]\w*$/.test(word) && !TYPE_WORDS.has(word)),
    );
    fields.set(event, names);
  }
  return fields;
}

describe('event details on the page and in the READMEs', () => {
  it.each(Object.keys(WIDGET_DOCS) as WidgetDocId[])('%s: the page names every field its README gives an event', (id) => {
    const doc = WIDGET_DOCS[id];
    const readme = readFileSync(new URL(`../../../../../packages/${doc.packageName.replace('@joognoo/', '')}/README.md`, import.meta.url), 'utf8');
    const fields = readmeEventFields(readme);
    expect([...fields.keys()].sort()).toEqual(Object.keys(doc.events).sort());
    for (const [event, names] of fields) {
      const detail = (doc.events as Record<string, string>)[event]!;
      for (const name of names) expect(detail, `${id} ${event}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});
