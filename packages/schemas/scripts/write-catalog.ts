/**
 * Writes the English catalog of @joognoo/schemas (`src/locales/en/messages.json`) from the
 * TypeScript source: every validation rule's text (`validation.<code>`) and every outcome
 * text (`outcome.<...>`), so each English text is written once, beside its form. `pnpm
 * messages` runs it before `lingui compile`; `src/catalog.test.ts` fails when the file is
 * not what this writes.
 *
 *   tsx packages/schemas/scripts/write-catalog.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { schemaCatalog } from '../src/validation-rules.ts';

export const ENGLISH_CATALOG = new URL('../src/locales/en/messages.json', import.meta.url);

/** The catalog file's text: Lingui's minimal JSON format, two-space indented, with a final newline. */
export function englishCatalogText(): string {
  return `${JSON.stringify(schemaCatalog(), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = englishCatalogText();
  if (process.argv.includes('--check')) {
    if (readFileSync(ENGLISH_CATALOG, 'utf8') !== text) {
      console.error('packages/schemas/src/locales/en/messages.json is out of date: run `pnpm messages`.');
      process.exit(1);
    }
  } else {
    writeFileSync(ENGLISH_CATALOG, text);
  }
}
