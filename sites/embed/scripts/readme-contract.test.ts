// @vitest-environment node
/**
 * Every documented attribute and event of each widget is held to its README.
 * For each published widget, its README's attribute, event and props tables must
 * match what the code declares, in both directions; its theming variables must exist.
 * The element side (each attribute reaching the component) is `element-contract.test.ts`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssVariableName, tokens } from '@joognoo/ui';
import { COMMON_ATTRIBUTES, propName, type WidgetDeclaration } from '@joognoo/widget-kit';
import { V1_CONTRACT } from './embed-v1-contract';
import {
  codeSpans,
  compatibilityProblems,
  elementReadmeProblems,
  exportedTypeMembers,
  markdownTables,
  propsProblems,
  propsTables,
  splitRow,
  themingProblems,
} from './readme-contract';
import { packagePath, publishedWidgets } from './published-widgets';

/** The sections every widget README has, in this order. */
const WIDGET_SECTIONS = [
  '## Install',
  '## React usage',
  '## Script-tag usage',
  '## Theming',
  '## Content Security Policy',
  '## Compatibility',
];

const readme = (name: string) => readFileSync(packagePath(name, 'README.md'), 'utf8');

/** Every `--joognoo-*` custom property of the ui tokens. */
function tokenVariables(tree: object = tokens, path: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? tokenVariables(value as object, [...path, key]) : [cssVariableName(...path, key)],
  );
}
const uiVariables = new Set(tokenVariables());

const declaration: WidgetDeclaration = {
  tagName: 'joognoo-sample',
  attributes: {
    variant: { type: 'enum', values: ['home', 'about'], default: 'about' },
    'max-items': { type: 'number', default: 6 },
    compact: 'boolean',
    heading: { type: 'string', prop: 'title' },
  },
  events: ['joognoo:ready', 'joognoo:error'],
};

const sampleReadme = (attributeRows: string[], eventRows: string[]) => `# @joognoo/sample

\`\`\`html
<joognoo-sample api-base="https://www.joognoo.com"></joognoo-sample>
\`\`\`

### Attributes

| Attribute | Type | Default | Description |
|---|---|---|---|
${attributeRows.join('\n')}

### Events

| Event | \`detail\` | When |
|---|---|---|
${eventRows.join('\n')}
`;

const attributeRows = [
  "| `api-base` | string | the loader's origin | API origin |",
  '| `theme` | `light` \\| `dark` | `light` | colours |',
  '| `source` | string | — | label |',
  '| `partner` | string | — | partner id |',
  "| `locale` | string | the page's `<html lang>` | language |",
  '| `messages` | string | — | replacements |',
  '| `variant` | `home` \\| `about` | `about` | which form |',
  '| `max-items` | number | `6` | how many |',
  '| `compact` | boolean | — | smaller |',
  '| `heading` | string | — | the heading |',
  '| `nonce` | string | — | CSP nonce |',
];
const eventRows = ['| `joognoo:ready` | `{}` | mounted |', '| `joognoo:error` | `{ status?, message }` | failed |'];

describe('the README parser', () => {
  it('splits table rows on unescaped pipes only', () => {
    expect(splitRow('| `theme` | `light` \\| `dark` | `light` |')).toEqual(['`theme`', '`light` | `dark`', '`light`']);
  });

  it('reads each table with the heading above it and skips tables inside code fences', () => {
    const tables = markdownTables('## A\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n```md\n| no | table |\n|---|---|\n```\n### B\n| z |\n|---|\n| 3 |\n');
    expect(tables).toEqual([
      { heading: 'A', header: ['x', 'y'], rows: [['1', '2']] },
      { heading: 'B', header: ['z'], rows: [['3']] },
    ]);
  });

  it('reads the prop names of ``### `Component` props`` tables, several per cell', () => {
    const markdown = '### `BlogList` props\n\n| Prop | Type |\n|---|---|\n| `apiBase` | `string` |\n| `client`, `onReady` | as above |\n';
    expect(propsTables(markdown)).toEqual(new Map([['BlogList', ['apiBase', 'client', 'onReady']]]));
    expect(codeSpans('`a`, `b` and `c`')).toEqual(['a', 'b', 'c']);
  });
});

describe('elementReadmeProblems', () => {
  it('given a README that documents exactly the declaration, finds nothing', () => {
    expect(elementReadmeProblems(sampleReadme(attributeRows, eventRows), declaration)).toEqual([]);
  });

  it('given an attribute the code no longer declares (removed or renamed), reports it', () => {
    const { heading: _removed, ...attributes } = declaration.attributes;
    expect(elementReadmeProblems(sampleReadme(attributeRows, eventRows), { ...declaration, attributes })).toEqual([
      'attribute "heading" is documented but the element does not declare it',
    ]);
    const renamed = { ...attributes, title: 'string' as const };
    expect(elementReadmeProblems(sampleReadme(attributeRows, eventRows), { ...declaration, attributes: renamed })).toEqual([
      'attribute "title" is declared but not documented',
      'attribute "heading" is documented but the element does not declare it',
    ]);
  });

  it('given a new attribute the README does not document, reports it', () => {
    const attributes = { ...declaration.attributes, 'redirect-url': 'string' as const };
    expect(elementReadmeProblems(sampleReadme(attributeRows, eventRows), { ...declaration, attributes })).toEqual([
      'attribute "redirect-url" is declared but not documented',
    ]);
  });

  it('given a wrong type, enum values or default, reports each', () => {
    const rows = attributeRows.map((row) =>
      row
        .replace('| `max-items` | number | `6`', '| `max-items` | string | `6`')
        .replace('`home` \\| `about` | `about`', '`home` \\| `contact` | `home`')
        .replace('| `compact` | boolean | —', '| `compact` | boolean | `false`'),
    );
    expect(elementReadmeProblems(sampleReadme(rows, eventRows), declaration)).toEqual([
      'attribute "variant": documented type `home` | `contact`, declared `home` | `about`',
      'attribute "variant": documented default `home`, declared `about`',
      'attribute "max-items": documented type string, declared number',
      'attribute "compact": documented default `false`, but it has none',
    ]);
  });

  it('given an event the element does not dispatch, or one it dispatches undocumented, reports both', () => {
    const events = [eventRows[0]!, '| `joognoo:success` | `{}` | done |'];
    expect(elementReadmeProblems(sampleReadme(attributeRows, events), declaration)).toEqual([
      'event "joognoo:error" is dispatched but not documented',
      'event "joognoo:success" is documented but the element does not dispatch it',
    ]);
  });

  it('given a README without the nonce row, the tables or the element, reports it', () => {
    const withoutNonce = attributeRows.filter((row) => !row.includes('`nonce`'));
    expect(elementReadmeProblems(sampleReadme(withoutNonce, eventRows), declaration)).toEqual([
      'attribute "nonce" (read by the kit) is not documented',
    ]);
    expect(elementReadmeProblems('# @joognoo/sample\n', declaration)).toEqual([
      'the README shows no <joognoo-sample> element',
      'the README has no table under "### Attributes"',
      'the README has no table under "### Events"',
    ]);
  });
});

describe('compatibilityProblems', () => {
  const promised = { attributes: { ...declaration.attributes }, events: declaration.events };

  it('accepts the same declaration and additions', () => {
    expect(compatibilityProblems(declaration, promised)).toEqual([]);
    const grown: WidgetDeclaration = {
      ...declaration,
      attributes: { ...declaration.attributes, variant: { type: 'enum', values: ['home', 'about', 'contact'], default: 'about' }, extra: 'string' },
      events: [...declaration.events, 'joognoo:success'],
    };
    expect(compatibilityProblems(grown, promised)).toEqual([]);
  });

  it('reports what an upgrade within the major would break', () => {
    const broken: WidgetDeclaration = {
      tagName: declaration.tagName,
      attributes: {
        variant: { type: 'enum', values: ['home'], default: 'home' },
        'max-items': 'string',
        compact: 'boolean',
        heading: 'string',
      },
      events: ['joognoo:ready'],
    };
    expect(compatibilityProblems(broken, promised)).toEqual([
      'attribute "variant" changed its default from about to home',
      'attribute "variant" no longer accepts about',
      'attribute "max-items" changed type from number to string',
      'attribute "heading" now sets prop heading instead of title',
      'event "joognoo:error" was promised but is gone',
    ]);
    const { compact: _removed, ...rest } = declaration.attributes;
    expect(compatibilityProblems({ ...declaration, attributes: rest }, promised)).toEqual([
      'attribute "compact" was promised but is gone',
    ]);
  });
});

describe('propsProblems and themingProblems', () => {
  it('report props missing on either side', () => {
    expect(propsProblems('BlogList', ['apiBase', 'postHref'], ['apiBase', 'client'])).toEqual([
      'BlogList: prop "client" is declared but not documented',
      'BlogList: prop "postHref" is documented but not declared',
    ]);
  });

  it('accept @joognoo/ui variables (and a -* group) and report unknown ones', () => {
    const markdown = '## Theming\n\n| Variable | Used for |\n|---|---|\n| `--joognoo-color-primary`, `--joognoo-font-size-*` | x |\n| `--joognoo-colour-primary` | y |\n';
    expect(themingProblems(markdown, uiVariables)).toEqual([
      'theming variable "--joognoo-colour-primary" is not a @joognoo/ui custom property',
    ]);
  });
});

describe('widget READMEs', () => {
  // One TypeScript program for all six packages (a few seconds on a loaded machine).
  const propsTypes = exportedTypeMembers(
    Object.fromEntries(
      publishedWidgets.map((widget) => [
        packagePath(widget.name, 'src/index.ts'),
        [...new Set([...widget.components, widget.elementComponent])].map((component) => `${component}Props`),
      ]),
    ),
  );
  const membersOf = (component: string) => propsTypes.get(`${component}Props`) ?? [];

  describe.each(publishedWidgets)('@joognoo/$name', (widget) => {
    const markdown = readme(widget.name);

    it('documents exactly the attributes and events its element declares', () => {
      expect(elementReadmeProblems(markdown, widget.declaration)).toEqual([]);
    });

    it('keeps everything /embed/v1/ promised (an upgrade within the major breaks no page)', () => {
      const promised = V1_CONTRACT[widget.declaration.tagName];
      expect(promised, `${widget.declaration.tagName} is missing from embed-v1-contract.ts`).toBeDefined();
      expect(compatibilityProblems(widget.declaration, promised!)).toEqual([]);
    });

    it('documents every prop of each React component, and no other', () => {
      const tables = propsTables(markdown);
      expect([...tables.keys()].sort()).toEqual([...widget.components].sort());
      const problems = widget.components.flatMap((component) =>
        propsProblems(component, tables.get(component) ?? [], membersOf(component)),
      );
      expect(problems).toEqual([]);
    });

    it('maps every attribute to a prop of the component the element renders', () => {
      const props = membersOf(widget.elementComponent);
      // `theme` styles the shadow host (`:host([theme="dark"])`) and `source` labels leads:
      // common to every element, not props of every component.
      const attributes = { 'api-base': COMMON_ATTRIBUTES['api-base'], ...widget.declaration.attributes };
      const unknown = Object.entries(attributes)
        .map(([attribute, spec]) => propName(attribute, spec))
        .filter((prop) => !props.includes(prop));
      expect(unknown).toEqual([]);
    });

    it('names only real @joognoo/ui theming variables', () => {
      expect(themingProblems(markdown, uiVariables)).toEqual([]);
    });

    it('has the required sections, with the npm install line and the v1 loader', () => {
      const headings = markdown.split('\n').filter((line) => line.startsWith('## '));
      expect(headings).toEqual(expect.arrayContaining(WIDGET_SECTIONS));
      const lines = markdown.split('\n');
      expect(lines).toContain(`npm i @joognoo/${widget.name} react react-dom styled-components`);
      expect(lines).toContain('<script type="module" src="https://www.joognoo.com/embed/v1/loader.js"></script>');
    });
  });
});
