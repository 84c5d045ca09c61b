import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * Long prose of the site (legal texts, guides) is written as Markdown next to its page and
 * rendered here, at build time, by the pipeline the blog uses: the API's `renderMarkdown`
 * (marked, GitHub-flavoured, then the content sanitiser). An `import doc from './x.md'` gets
 * a `ProseDocument` of finished HTML strings, so no Markdown library reaches the browser.
 *
 * The Markdown may hold:
 * - `{{name}}` placeholders, filled before rendering from `PROSE_VALUES` of the values module
 *   (brand, company e-mails, cookie names: one source for facts the code also uses); an
 *   unknown name fails the build;
 * - `## Heading {#id}`: a section with its anchor id, or `## Heading` without one (the text
 *   before the first section is the intro);
 * - fenced code blocks: taken out of the HTML into the section's `code`, for the page's own
 *   code component (copy button, language label);
 * - a paragraph `Table: Caption` right before a table: the table's caption. Every table gets a
 *   focusable scroller region named by its caption, column headers with `scope="col"` and the
 *   first cell of each row as its row header. This markup is added after sanitising: the
 *   sanitiser keeps no ids or roles, and this plugin, not the Markdown, writes them.
 */

export interface ProseValuesModule {
  PROSE_VALUES: Readonly<Record<string, string | number>>;
}

interface RenderModule {
  renderMarkdown: (source: string, sizesOf: (urls: readonly string[]) => Promise<Map<string, never>>) => Promise<string>;
}

export interface ProseMarkdownOptions {
  /** Absolute path of the module exporting `PROSE_VALUES`. */
  valuesModule: string;
  /** Folder of the web package (to find the API package it depends on). */
  root: string;
}

const SECTION = /^## (.+?)(?: \{#([a-z0-9-]+)\})?\s*$/;
const FENCE = /^```(\w+)\n([\s\S]*?)\n```$/gm;
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

export function proseMarkdown({ valuesModule, root }: ProseMarkdownOptions): Plugin {
  let tools: Promise<{ values: ProseValuesModule['PROSE_VALUES']; render: RenderModule['renderMarkdown'] }> | undefined;
  const load = () => {
    tools ??= (async () => {
      // The blog's own pipeline (marked and the content sanitiser), so prose and posts render alike.
      const renderModule = createRequire(path.join(root, 'package.json')).resolve('@joognoo/api/markdown');
      const inline = { configFile: false as const, root, logLevel: 'error' as const };
      const [values, render] = await Promise.all([
        runnerImport<ProseValuesModule>(valuesModule, inline),
        runnerImport<RenderModule>(renderModule, inline),
      ]);
      return { values: values.module.PROSE_VALUES, render: render.module.renderMarkdown };
    })();
    return tools;
  };

  return {
    name: 'joognoo-prose-markdown',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.md') || id.includes('?raw')) return null;
      this.addWatchFile(valuesModule);
      const source = await readFile(file, 'utf8');
      const { values, render } = await load();
      const filled = source.replace(PLACEHOLDER, (_, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`${file}: unknown placeholder {{${name}}}`);
        return String(value);
      });
      const document = await renderDocument(filled, (markdown) => render(markdown, async () => new Map<string, never>()));
      return `export default ${JSON.stringify(document)};`;
    },
  };
}

export interface ProseCode {
  language: string;
  code: string;
}

export interface ProseSection {
  /** '' when the heading has no `{#id}`. */
  id: string;
  heading: string;
  html: string;
  code: ProseCode[];
}

export interface ProseDocument {
  /** HTML before the first section. */
  intro: string;
  sections: ProseSection[];
}

/** Splits Markdown at its `## Heading {#id}` lines and renders each part. */
export async function renderDocument(markdown: string, render: (markdown: string) => Promise<string>): Promise<ProseDocument> {
  const parts: Array<{ id: string; heading: string; lines: string[] }> = [{ id: '', heading: '', lines: [] }];
  for (const line of markdown.split('\n')) {
    const match = SECTION.exec(line);
    if (match) parts.push({ id: match[2] ?? '', heading: match[1]!, lines: [] });
    else parts.at(-1)!.lines.push(line);
  }
  const rendered = await Promise.all(
    parts.map(async (part, index) => {
      const code: ProseCode[] = [];
      const prose = part.lines.join('\n').replace(FENCE, (_, language: string, source: string) => {
        code.push({ language, code: source });
        return '';
      });
      return { code, html: decorateTables(await render(prose), part.id || (index === 0 ? 'intro' : `section-${index}`)).trim() };
    }),
  );
  return {
    intro: rendered[0]!.html,
    sections: parts.slice(1).map((part, index) => ({ id: part.id, heading: part.heading, ...rendered[index + 1]! })),
  };
}

/** The table markup of the module comment, added to sanitised HTML. */
function decorateTables(html: string, prefix: string): string {
  let count = 0;
  return html.replace(/(?:<p>Table: ([^<]*)<\/p>\s*)?<table>([\s\S]*?)<\/table>/g, (_, caption: string | undefined, inner: string) => {
    count += 1;
    const captionId = `${prefix}-table-${count}`;
    const body = inner
      .replace(/<th>/g, '<th scope="col">')
      .replace(/<tbody>([\s\S]*?)<\/tbody>/, (_all, rows: string) =>
        `<tbody>${rows.replace(/<tr>\s*<td>([\s\S]*?)<\/td>/g, '<tr><th scope="row">$1</th>')}</tbody>`,
      );
    const region = caption ? `aria-labelledby="${captionId}"` : 'aria-label="Table"';
    const captionTag = caption ? `<caption id="${captionId}">${caption}</caption>` : '';
    return `<div class="prose-table" role="region" ${region} tabindex="0"><table>${captionTag}${body}</table></div>`;
  });
}
