/**
 * The README contract of a widget: its README documents exactly the attributes, events and
 * React props its code declares. Pure functions (Markdown in, problems out) plus one
 * TypeScript-compiler helper that lists the members of a props type; used by
 * `readme-contract.test.ts` for all six widgets, so there is one parser, not six.
 *
 * The README format they read (the same in every widget README):
 *
 * - `### Attributes`: `| Attribute | Type | Default | Description |`; Type is `string`,
 *   `boolean`, `number` or the enum's values as `` `a` \| `b` ``; Default is the declared
 *   default in backticks (free text when the attribute has none, e.g. 'the loader's origin').
 * - `### Events`: `| Event | detail | When |`, the event name in backticks.
 * - ``### `Component` props``: `| Prop | Type | Default | Description |`; a first cell may
 *   name several props (`` `client`, `apiBase` ``).
 * - `## Theming`: `| Variable | Used for |`, each a `--joognoo-*` custom property.
 */
import ts from 'typescript';
import { COMMON_ATTRIBUTES, propName, type AttributeSpec, type AttributeSpecs, type WidgetDeclaration, type WidgetEventName } from '@joognoo/widget-kit';

/** Attributes every element understands beyond its declared specs (read by the kit itself). */
export const KIT_ATTRIBUTES = ['nonce'] as const;

export interface MarkdownTable {
  /** The text of the nearest heading above the table, without the `#`s. */
  heading: string;
  header: string[];
  rows: string[][];
}

/** `a \| b | c` -> `['a | b', 'c']`: cells of one table row, escaped pipes kept as `|`. */
export function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
}

/** Every pipe table of a Markdown text, each with the heading it sits under (code fences skipped). */
export function markdownTables(markdown: string): MarkdownTable[] {
  const tables: MarkdownTable[] = [];
  let heading = '';
  let inFence = false;
  let current: MarkdownTable | null = null;
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) {
      current = null;
      continue;
    }
    const headingMatch = /^#{1,6}\s+(.*)$/.exec(line);
    if (headingMatch) {
      heading = headingMatch[1]!.trim();
      current = null;
      continue;
    }
    if (!line.trim().startsWith('|')) {
      current = null;
      continue;
    }
    if (current) {
      current.rows.push(splitRow(line));
    } else if (/^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      current = { heading, header: splitRow(line), rows: [] };
      tables.push(current);
      i += 1; // the delimiter row
    }
  }
  return tables;
}

/** The backticked names of a cell: `` `client`, `apiBase` `` -> `['client', 'apiBase']`. */
export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());
}

/** The one table under `heading` (exact heading text), or undefined. */
export function tableUnder(markdown: string, heading: string): MarkdownTable | undefined {
  return markdownTables(markdown).find((table) => table.heading === heading);
}

/** ``### `BlogList` props`` tables: component name -> the prop names of its first column. */
export function propsTables(markdown: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const table of markdownTables(markdown)) {
    const match = /^`([A-Za-z0-9_]+)` props$/.exec(table.heading);
    if (match) tables.set(match[1]!, table.rows.flatMap((row) => codeSpans(row[0] ?? '')));
  }
  return tables;
}

function normalize(spec: AttributeSpec): Exclude<AttributeSpec, string> {
  return typeof spec === 'string' ? ({ type: spec } as Exclude<AttributeSpec, string>) : spec;
}

/** The Type cell an attribute spec must have: `string`, `boolean`, `number`, `` `a` \| `b` ``. */
export function documentedType(spec: AttributeSpec): string {
  const s = normalize(spec);
  return s.type === 'enum' ? s.values.map((value) => `\`${value}\``).join(' | ') : s.type;
}

/** Every attribute the element of `declaration` understands: common, its own, the kit's. */
export function elementAttributes(declaration: Pick<WidgetDeclaration, 'attributes'>): AttributeSpecs {
  return { ...COMMON_ATTRIBUTES, ...declaration.attributes };
}

/**
 * Where the README and the declaration disagree, in both directions, as sentences (empty
 * when they agree): undocumented or unknown attributes and events, wrong types, wrong
 * defaults, a missing tag in the script-tag snippet.
 */
export function elementReadmeProblems(markdown: string, declaration: WidgetDeclaration): string[] {
  const problems: string[] = [];
  const specs = elementAttributes(declaration);

  if (!markdown.includes(`<${declaration.tagName}`)) {
    problems.push(`the README shows no <${declaration.tagName}> element`);
  }

  const attributeTable = tableUnder(markdown, 'Attributes');
  if (!attributeTable) {
    problems.push('the README has no table under "### Attributes"');
  } else {
    const documented = new Map(attributeTable.rows.map((row) => [codeSpans(row[0] ?? '')[0] ?? row[0] ?? '', row]));
    for (const [name, spec] of Object.entries(specs)) {
      const row = documented.get(name);
      if (!row) {
        problems.push(`attribute "${name}" is declared but not documented`);
        continue;
      }
      const type = row[1] ?? '';
      if (type !== documentedType(spec)) {
        problems.push(`attribute "${name}": documented type ${type}, declared ${documentedType(spec)}`);
      }
      const declaredDefault = normalize(spec).default;
      const defaultCell = row[2] ?? '';
      if (declaredDefault !== undefined && defaultCell !== `\`${String(declaredDefault)}\``) {
        problems.push(`attribute "${name}": documented default ${defaultCell}, declared \`${String(declaredDefault)}\``);
      }
      if (declaredDefault === undefined && /^`[^`]*`$/.test(defaultCell)) {
        problems.push(`attribute "${name}": documented default ${defaultCell}, but it has none`);
      }
    }
    const known = new Set<string>([...Object.keys(specs), ...KIT_ATTRIBUTES]);
    for (const name of documented.keys()) {
      if (!known.has(name)) problems.push(`attribute "${name}" is documented but the element does not declare it`);
    }
    for (const name of KIT_ATTRIBUTES) {
      if (!documented.has(name)) problems.push(`attribute "${name}" (read by the kit) is not documented`);
    }
  }

  const eventTable = tableUnder(markdown, 'Events');
  if (!eventTable) {
    problems.push('the README has no table under "### Events"');
  } else {
    const documented = eventTable.rows.map((row) => codeSpans(row[0] ?? '')[0] ?? row[0] ?? '');
    for (const event of declaration.events) {
      if (!documented.includes(event)) problems.push(`event "${event}" is dispatched but not documented`);
    }
    for (const event of documented) {
      if (!(declaration.events as readonly string[]).includes(event)) {
        problems.push(`event "${event}" is documented but the element does not dispatch it`);
      }
    }
  }
  return problems;
}

/** Where a props table and the props type's members disagree, in both directions. */
export function propsProblems(component: string, documented: readonly string[], declared: readonly string[]): string[] {
  const problems: string[] = [];
  for (const prop of declared) {
    if (!documented.includes(prop)) problems.push(`${component}: prop "${prop}" is declared but not documented`);
  }
  for (const prop of documented) {
    if (!declared.includes(prop)) problems.push(`${component}: prop "${prop}" is documented but not declared`);
  }
  return problems;
}

/** Theming table entries that are not custom properties of `@joognoo/ui` (`-*` allows a group). */
export function themingProblems(markdown: string, knownVariables: ReadonlySet<string>): string[] {
  const table = tableUnder(markdown, 'Theming');
  if (!table) return ['the README has no table under "## Theming"'];
  const problems: string[] = [];
  for (const variable of table.rows.flatMap((row) => codeSpans(row[0] ?? ''))) {
    const known = variable.endsWith('-*')
      ? [...knownVariables].some((name) => name.startsWith(variable.slice(0, -1)))
      : knownVariables.has(variable);
    if (!known) problems.push(`theming variable "${variable}" is not a @joognoo/ui custom property`);
  }
  return problems;
}

/**
 * The member names of exported types, read with the TypeScript compiler the way a user's
 * editor sees them (inherited and intersected members included). One program for all
 * entries: `{ '/abs/packages/blog/src/index.ts': ['BlogListProps', ...] }`.
 */
export function exportedTypeMembers(entries: Record<string, readonly string[]>): Map<string, string[]> {
  const program = ts.createProgram(Object.keys(entries), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const members = new Map<string, string[]>();
  for (const [file, typeNames] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read the exports of ${file}`);
    const exports = checker.getExportsOfModule(moduleSymbol);
    for (const typeName of typeNames) {
      const exported = exports.find((symbol) => symbol.name === typeName);
      if (!exported) throw new Error(`${file} does not export ${typeName}`);
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      members.set(typeName, checker.getPropertiesOfType(type).map((property) => property.name));
    }
  }
  return members;
}

/** What a major version of the embed has promised about one element. */
export interface PromisedElement {
  attributes: AttributeSpecs;
  events: readonly WidgetEventName[];
}

/**
 * Where a declaration breaks what a major version promised: an attribute or event gone, an
 * attribute's type or default changed, enum values dropped. Additions are fine.
 */
export function compatibilityProblems(declaration: WidgetDeclaration, promised: PromisedElement): string[] {
  const problems: string[] = [];
  const specs = elementAttributes(declaration);
  for (const [name, promisedSpec] of Object.entries(promised.attributes)) {
    const was = normalize(promisedSpec);
    const current = specs[name];
    if (!current) {
      problems.push(`attribute "${name}" was promised but is gone`);
      continue;
    }
    const now = normalize(current);
    if (now.type !== was.type) {
      problems.push(`attribute "${name}" changed type from ${was.type} to ${now.type}`);
      continue;
    }
    if (now.default !== was.default) {
      problems.push(`attribute "${name}" changed its default from ${String(was.default)} to ${String(now.default)}`);
    }
    if (was.type === 'enum' && now.type === 'enum') {
      const dropped = was.values.filter((value) => !now.values.includes(value));
      if (dropped.length > 0) problems.push(`attribute "${name}" no longer accepts ${dropped.join(', ')}`);
    }
    if (propName(name, now) !== propName(name, was)) {
      problems.push(`attribute "${name}" now sets prop ${propName(name, now)} instead of ${propName(name, was)}`);
    }
  }
  for (const event of promised.events) {
    if (!declaration.events.includes(event)) problems.push(`event "${event}" was promised but is gone`);
  }
  return problems;
}
