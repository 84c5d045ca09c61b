/**
 * The embedding section of every widget README (allow-listing, CSP, the snippet with
 * `embed.css` inlined), written from src/embedding.ts. `pnpm --filter @joognoo/embed
 * docs:readmes` rewrites the READMEs; `embedding-docs.test.ts` fails when one differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { embeddingReadmeSection, withEmbeddingSection, withInlineEmbedCss, type WidgetKind } from '../src/embedding.ts';

const repo = resolve(import.meta.dirname, '../../..');

/** Every widget README and what its widget does with the API. */
export const EMBEDDING_READMES: ReadonlyArray<{ name: string; tag: string; kind: WidgetKind }> = [
  { name: 'contact-form', tag: 'joognoo-contact-form', kind: 'form' },
  { name: 'newsletter', tag: 'joognoo-newsletter', kind: 'form' },
  { name: 'blog', tag: 'joognoo-blog', kind: 'read' },
  { name: 'job-board', tag: 'joognoo-job-board', kind: 'read' },
  { name: 'case-studies', tag: 'joognoo-case-studies', kind: 'read' },
  { name: 'integrations', tag: 'joognoo-integrations', kind: 'account' },
];

export const readmePath = (name: string) => resolve(repo, 'packages', name, 'README.md');
export const embedCss = () => readFileSync(resolve(import.meta.dirname, '../src/embed.css'), 'utf8');

export function expectedSection(widget: (typeof EMBEDDING_READMES)[number]): string {
  return embeddingReadmeSection({ tag: widget.tag, css: embedCss(), kind: widget.kind });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const widget of EMBEDDING_READMES) {
    const file = readmePath(widget.name);
    const before = readFileSync(file, 'utf8');
    const after = withInlineEmbedCss(withEmbeddingSection(before, expectedSection(widget)), embedCss());
    if (after !== before) writeFileSync(file, after);
    console.log(`${after === before ? 'unchanged' : 'written  '} packages/${widget.name}/README.md`);
  }
}
