/**
 * Every message catalog (see lingui.config.ts) is complete in every shipped language, valid
 * ICU MessageFormat with the English text's arguments, has every plural form the
 * language's CLDR rules name (Arabic six), and its compiled `messages.ts` is current.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import linguiConfig, { CATALOG_ROOTS } from '../lingui.config.ts';

const SHIPPED_LOCALES = linguiConfig.locales;

const repo = resolve(import.meta.dirname, '..');

function catalogFile(root: string, locale: string, ext: 'json' | 'ts'): string {
  return join(repo, root, 'src', 'locales', locale, `messages.${ext}`);
}

function readCatalog(root: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(catalogFile(root, locale, 'json'), 'utf8')) as Record<string, string>;
}

/** The compiled catalog `lingui compile --typescript` wrote: `export const messages=JSON.parse("...")`. */
function readCompiled(root: string, locale: string): unknown {
  const source = readFileSync(catalogFile(root, locale, 'ts'), 'utf8');
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!match) throw new Error(`${root} ${locale}: messages.ts is not a compiled catalog`);
  return JSON.parse(JSON.parse(match[1]!) as string);
}

interface Shape {
  /** Argument names, e.g. `count`, `name`. */
  args: Set<string>;
  /** For each plural or selectordinal: its argument and the categories it has. */
  plurals: { arg: string; type: string; categories: Set<string> }[];
}

function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Set(), plurals: [] };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      shape.args.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        if (token.type !== 'select') {
          shape.plurals.push({
            arg: token.arg,
            type: token.type,
            categories: new Set(token.cases.map((c) => c.key).filter((key) => !key.startsWith('='))),
          });
        }
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  return shape;
}

it('compiles the languages @joognoo/schemas ships (SHIPPED_LOCALES)', () => {
  const source = readFileSync(join(repo, 'packages/schemas/src/locale.ts'), 'utf8');
  const shipped = /SHIPPED_LOCALES = \[([^\]]*)\]/.exec(source)?.[1]?.match(/[a-z-]+/g);
  expect(shipped).toEqual([...SHIPPED_LOCALES]);
});

describe.each(CATALOG_ROOTS)('the catalogs of %s', (root) => {
  const english = readCatalog(root, 'en');
  const ids = Object.keys(english).sort();

  it.each(SHIPPED_LOCALES)('%s: the same ids as English, each valid, with its arguments and plural forms', (locale) => {
    const catalog = readCatalog(root, locale);
    expect(Object.keys(catalog).sort()).toEqual(ids);
    const problems: string[] = [];
    for (const id of ids) {
      const text = catalog[id]!;
      if (text.trim() === '') problems.push(`${id}: empty`);
      let shape: Shape;
      try {
        shape = shapeOf(text);
      } catch (error) {
        problems.push(`${id}: not ICU MessageFormat (${(error as Error).message})`);
        continue;
      }
      const source = shapeOf(english[id]!);
      for (const arg of source.args) if (!shape.args.has(arg)) problems.push(`${id}: lacks {${arg}}`);
      for (const arg of shape.args) if (!source.args.has(arg)) problems.push(`${id}: has {${arg}}, which English does not`);
      for (const plural of shape.plurals) {
        const rules = new Intl.PluralRules(locale, { type: plural.type === 'selectordinal' ? 'ordinal' : 'cardinal' });
        for (const category of rules.resolvedOptions().pluralCategories) {
          if (!plural.categories.has(category)) problems.push(`${id}: {${plural.arg}} lacks the "${category}" form`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(SHIPPED_LOCALES)('%s: messages.ts is the compiled catalog (run `pnpm messages`)', (locale) => {
    expect(existsSync(catalogFile(root, locale, 'ts'))).toBe(true);
    const catalog = readCatalog(root, locale);
    const compiled = Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));
    expect(readCompiled(root, locale)).toEqual(compiled);
  });
});

describe('the widget READMEs', () => {
  it.each(CATALOG_ROOTS)('%s: its table of message ids is the English catalog (run `pnpm messages`)', async (root) => {
    const { currentReadme } = (await import('./readme-messages.mjs')) as {
      currentReadme: (root: string) => { text: string; next: string } | undefined;
    };
    const readme = currentReadme(root);
    if (readme) expect(readme.text).toBe(readme.next);
  });

  it('every widget README has a table of its message ids', async () => {
    const { currentReadme } = (await import('./readme-messages.mjs')) as { currentReadme: (root: string) => unknown };
    const widgets = ['packages/newsletter', 'packages/contact-form', 'packages/blog', 'packages/job-board', 'packages/case-studies', 'packages/integrations', 'packages/widget-kit'];
    expect(widgets.filter((root) => !currentReadme(root))).toEqual([]);
  });
});
