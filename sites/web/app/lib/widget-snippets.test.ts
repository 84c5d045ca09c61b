import { COMMON_ATTRIBUTES } from '@joognoo/widget-kit';
import { describe, expect, it } from 'vitest';
import { WIDGET_DECLARATIONS } from '../pages/developers-widgets/widget-declarations';
import { COMMON_ATTRIBUTE_DOCS, COMMON_ATTRIBUTE_SPECS, WIDGET_DOCS, commonAttributeDocs, type WidgetDocId } from '../pages/developers-widgets/copy';
import { attributeRows, eventRows, reactSnippet, scriptTagSnippet } from './widget-snippets';

const LOADER = 'https://www.joognoo.example/embed/v1/loader.js';

describe('scriptTagSnippet', () => {
  it('is the loader and the element, attributes on one line while short', () => {
    expect(scriptTagSnippet({ loaderUrl: LOADER, tag: 'joognoo-contact-form', attributes: { variant: 'about' } })).toBe(
      '<script type="module" src="https://www.joognoo.example/embed/v1/loader.js"></script>\n' +
        '<joognoo-contact-form variant="about"></joognoo-contact-form>',
    );
    expect(scriptTagSnippet({ loaderUrl: LOADER, tag: 'joognoo-blog' })).toBe(
      `<script type="module" src="${LOADER}"></script>\n<joognoo-blog></joognoo-blog>`,
    );
  });

  it('puts attributes one per line when the tag would pass 80 characters, escapes values, writes booleans bare', () => {
    expect(
      scriptTagSnippet({
        loaderUrl: LOADER,
        tag: 'joognoo-job-board',
        attributes: { 'view-details-href': 'https://partner.example/jobs/{slug}?a=1&b="2"', 'hide-interest': true },
      }),
    ).toBe(
      `<script type="module" src="${LOADER}"></script>\n` +
        '<joognoo-job-board\n  view-details-href="https://partner.example/jobs/{slug}?a=1&amp;b=&quot;2&quot;"\n  hide-interest></joognoo-job-board>',
    );
  });
});

describe('scriptTagSnippet with embed.css and a nonce', () => {
  it('inlines the CSS in a <style> and puts the nonce on the style, the script and every element', () => {
    const newsletter = { slot: 'newsletter', prop: 'newsletter', tag: 'joognoo-newsletter', packageName: '@joognoo/newsletter', component: 'NewsletterForm' };
    expect(
      scriptTagSnippet({ loaderUrl: LOADER, tag: 'joognoo-blog', slots: [newsletter], css: 'joognoo-blog:not(:defined){display:block}\n', nonce: '{NONCE}' }),
    ).toBe(
      '<style nonce="{NONCE}">joognoo-blog:not(:defined){display:block}</style>\n' +
        `<script type="module" nonce="{NONCE}" src="${LOADER}"></script>\n` +
        '<joognoo-blog nonce="{NONCE}">\n  <joognoo-newsletter slot="newsletter" nonce="{NONCE}"></joognoo-newsletter>\n</joognoo-blog>',
    );
  });
});

describe('a widget with a slot', () => {
  const newsletter = { slot: 'newsletter', prop: 'newsletter', tag: 'joognoo-newsletter', packageName: '@joognoo/newsletter', component: 'NewsletterForm' };

  it('given a slot, the script tag puts the other element inside with slot=', () => {
    expect(scriptTagSnippet({ loaderUrl: LOADER, tag: 'joognoo-blog', slots: [newsletter] })).toBe(
      `<script type="module" src="${LOADER}"></script>\n<joognoo-blog>\n  <joognoo-newsletter slot="newsletter"></joognoo-newsletter>\n</joognoo-blog>`,
    );
  });

  it('given a slot, the React snippet imports the other component and passes it as the prop', () => {
    expect(
      reactSnippet({ packageName: '@joognoo/blog', component: 'BlogWidget', apiBase: 'https://www.joognoo.example', slots: [newsletter] }),
    ).toBe(
      "import { BlogWidget } from '@joognoo/blog';\nimport { NewsletterForm } from '@joognoo/newsletter';\n\n" +
        '<BlogWidget\n  apiBase="https://www.joognoo.example"\n  newsletter={<NewsletterForm apiBase="https://www.joognoo.example" />}\n/>;',
    );
  });
});

describe('reactSnippet', () => {
  it('imports the component and passes the attributes as props with apiBase on our origin', () => {
    expect(
      reactSnippet({
        packageName: '@joognoo/contact-form',
        component: 'ContactForm',
        apiBase: 'https://www.joognoo.example',
        attributes: { variant: 'home' },
      }),
    ).toBe("import { ContactForm } from '@joognoo/contact-form';\n\n<ContactForm variant=\"home\" apiBase=\"https://www.joognoo.example\" />;");
  });

  it('uses the prop a spec names, camelCases the rest, and breaks long elements over lines', () => {
    expect(
      reactSnippet({
        packageName: '@joognoo/integrations',
        component: 'IntegrationsPanel',
        apiBase: 'https://www.joognoo.example',
        attributes: { 'default-tab': 'cicd', 'redirect-url': '/thanks' },
        specs: { 'default-tab': { type: 'enum', values: ['jira', 'cicd'], prop: 'initialTab' } },
      }),
    ).toBe(
      "import { IntegrationsPanel } from '@joognoo/integrations';\n\n" +
        '<IntegrationsPanel\n  initialTab="cicd"\n  redirectUrl="/thanks"\n  apiBase="https://www.joognoo.example"\n/>;',
    );
  });
});

describe('attributeRows and eventRows', () => {
  it('turn a spec into name, type, default and description', () => {
    expect(attributeRows({ 'api-base': 'string', theme: { type: 'enum', values: ['light', 'dark'], default: 'light' } }, { 'api-base': 'Origin', theme: 'Palette' })).toEqual([
      { name: 'api-base', type: 'string', defaultValue: null, description: 'Origin' },
      { name: 'theme', type: '"light" | "dark"', defaultValue: 'light', description: 'Palette' },
    ]);
    expect(attributeRows({ 'heading-level': { type: 'number', default: 2 }, open: 'boolean' }, { 'heading-level': 'Level', open: 'Open' })).toEqual([
      { name: 'heading-level', type: 'number', defaultValue: '2', description: 'Level' },
      { name: 'open', type: 'boolean', defaultValue: null, description: 'Open' },
    ]);
  });

  it('refuse docs that disagree with the declaration', () => {
    expect(() => attributeRows({ post: 'string' }, { slug: 'x' })).toThrow(
      'Attribute docs out of date: post has no description, slug is not declared',
    );
    expect(() => eventRows(['joognoo:ready'], { 'joognoo:ready': 'x', 'joognoo:submit': 'y' })).toThrow(
      'Event docs out of date: joognoo:submit is not dispatched',
    );
  });

  it('the common table documents every attribute of COMMON_ATTRIBUTES, then nonce (and partner once widget-kit declares it)', () => {
    const rows = attributeRows(COMMON_ATTRIBUTE_SPECS, commonAttributeDocs());
    expect(rows.map((row) => row.name)).toEqual([...Object.keys(COMMON_ATTRIBUTES), 'nonce']);
    expect(rows.find((row) => row.name === 'nonce')).toEqual({ name: 'nonce', type: 'string', defaultValue: null, description: COMMON_ATTRIBUTE_DOCS.nonce });
    expect(Object.keys(commonAttributeDocs({ ...COMMON_ATTRIBUTE_SPECS, partner: 'string' }))).toContain('partner');
  });

  it.each(Object.keys(WIDGET_DOCS) as WidgetDocId[])('%s: the page documents exactly what the element declares', (id) => {
    const declaration = WIDGET_DECLARATIONS[id];
    const doc = WIDGET_DOCS[id];
    expect(attributeRows(declaration.attributes, doc.attributes).map((row) => row.name)).toEqual(Object.keys(declaration.attributes));
    expect(eventRows(declaration.events, doc.events).map((row) => row.name)).toEqual([...declaration.events]);
  });
});
