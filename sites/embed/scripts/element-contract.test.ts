/**
 * The element side of the README contract (`readme-contract.test.ts` holds the
 * README to the declarations): on each widget's real element (its `src/embed.ts`),
 * - every attribute its README documents, set on the element, reaches the component as
 *   the documented type, and a change reaches it live;
 * - `nonce` reaches the styles of the shadow root;
 * - `joognoo:ready` fires once its data is shown, `joognoo:error` (with the status) when the
 *   API fails on load, and the element never dispatches an event its README does not list.
 * The submit/success flows of the forms are in each widget's own `embed.test`.
 */
import { readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { propName, WIDGET_EVENTS, type WidgetElement } from '@joognoo/widget-kit';
import { codeSpans, elementAttributes, tableUnder } from './readme-contract';
import { packagePath, publishedWidgets, type PublishedWidget } from './published-widgets';

/** The attribute rows of a README: name and documented type. */
function documentedAttributes(name: string): Array<{ attribute: string; type: string }> {
  const table = tableUnder(readFileSync(packagePath(name, 'README.md'), 'utf8'), 'Attributes');
  return (table?.rows ?? []).map((row) => ({ attribute: codeSpans(row[0] ?? '')[0] ?? '', type: row[1] ?? '' }));
}

/** A value to set for a documented type, and the prop value the component must then get. */
function sample(attribute: string, type: string): { first: [string, unknown]; changed: [string, unknown] } {
  if (type === 'string') return { first: [`first-${attribute}`, `first-${attribute}`], changed: ['changed', 'changed'] };
  if (type === 'boolean') return { first: ['', true], changed: ['false', false] };
  if (type === 'number') return { first: ['3', 3], changed: ['1', 1] };
  const values = codeSpans(type);
  if (values.length < 2) throw new Error(`attribute "${attribute}": cannot read the documented type ${type}`);
  const last = values[values.length - 1]!;
  const first = values[0]!;
  return { first: [last.toUpperCase(), last], changed: [first, first] };
}

type Route = (url: URL) => { status: number; body: unknown };

/**
 * The API every element talks to in this file. One stub for the whole file, so a request a
 * widget still makes while unmounting after its test never reaches the network.
 */
let route: Route = () => ({ status: 503, body: {} });
const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const { status, body } = route(url);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});

function stubFetch(answer: Route) {
  route = answer;
  fetchStub.mockClear();
  return fetchStub;
}

/** Empty lists, and an empty integrations state: what a fresh API answers. */
const emptyApi: Route = (url) => ({
  status: 200,
  body: url.pathname === '/api/dev/integrations' ? { jira: { connected: false }, cicd: { connected: false }, prompts: [] } : [],
});
const failingApi: Route = () => ({ status: 503, body: { message: 'Service temporarily unavailable.' } });

/** Mounts the widget's element and records every `joognoo:*` event it dispatches. */
function mount(widget: PublishedWidget, attributes: Record<string, string> = {}) {
  const element = document.createElement(widget.declaration.tagName) as WidgetElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: Array<{ type: string; detail: unknown }> = [];
  for (const type of Object.values(WIDGET_EVENTS)) {
    element.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  document.body.append(element);
  return { element, events };
}

const consoleError = vi.spyOn(console, 'error');
beforeAll(async () => {
  vi.stubGlobal('fetch', fetchStub);
  // The widgets log failed loads as one line; the failing-API flows cause them on purpose.
  consoleError.mockImplementation(() => {});
  for (const widget of publishedWidgets) await widget.loadEmbed();
});

afterEach(() => {
  document.body.replaceChildren();
});

afterAll(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe.each(publishedWidgets)('<$declaration.tagName>', (widget) => {
  const documented = documentedAttributes(widget.name);
  const specs = elementAttributes(widget.declaration);
  const declared = documented.filter(({ attribute }) => attribute in specs);

  it('has a README attribute table (the rows below come from it)', () => {
    expect(declared.length).toBeGreaterThanOrEqual(4);
    expect(documented.map(({ attribute }) => attribute)).toContain('nonce');
  });

  it('passes every documented attribute to the component as its documented type, and each change live', async () => {
    // Data widgets keep failing to load: this is about props, not data.
    stubFetch(failingApi);
    const prop = (attribute: string) => propName(attribute, specs[attribute]!);
    const values = new Map(declared.map(({ attribute, type }) => [attribute, sample(attribute, type)]));
    // Attributes that are aliases of one prop (newsletter: `heading` and `title`) one at a time, below.
    const aliased = (attribute: string) => declared.filter((row) => prop(row.attribute) === prop(attribute)).length > 1;
    const initial = declared.filter(({ attribute }) => !aliased(attribute));
    const { element } = mount(widget, Object.fromEntries(initial.map(({ attribute }) => [attribute, values.get(attribute)!.first[0]])));
    await waitFor(() => expect(element.shadowRoot?.querySelector('.joognoo-root')).toBeTruthy());
    const received = (rows: typeof declared) => Object.fromEntries(rows.map(({ attribute }) => [attribute, element.widgetProps[prop(attribute)]]));
    const wanted = (rows: typeof declared, step: 'first' | 'changed') =>
      Object.fromEntries(rows.map(({ attribute }) => [attribute, values.get(attribute)![step][1]]));
    expect(received(initial)).toEqual(wanted(initial, 'first'));

    for (const row of declared) {
      for (const other of declared) if (other !== row && prop(other.attribute) === prop(row.attribute)) element.removeAttribute(other.attribute);
      element.setAttribute(row.attribute, values.get(row.attribute)!.changed[0]);
      expect(received([row])).toEqual(wanted([row], 'changed'));
    }
  });

  it('writes its styles with the nonce the page gives it', async () => {
    stubFetch(emptyApi);
    const { element } = mount(widget, { nonce: 'r4nd0m' });
    await waitFor(() => expect(element.shadowRoot?.querySelector('style')).toBeTruthy());
    const styles = [...element.shadowRoot!.querySelectorAll('style')];
    expect(styles.map((style) => style.getAttribute('nonce'))).toEqual(styles.map(() => 'r4nd0m'));
  });

  it('fires joognoo:ready once its data is shown, and only events its README lists', async () => {
    stubFetch(emptyApi);
    const { events } = mount(widget, { 'api-base': 'https://api.example' });
    await waitFor(() => expect(events.map((event) => event.type)).toContain('joognoo:ready'));
    expect(events.filter((event) => event.type === 'joognoo:ready')).toHaveLength(1);
    expect(widget.declaration.events).toEqual(expect.arrayContaining(events.map((event) => event.type)));
  });
});

/** Widgets that load their data on mount (not the forms): their load can fail. */
const loadingWidgets = publishedWidgets.filter((widget) => !widget.declaration.events.includes('joognoo:submit'));

describe.each(loadingWidgets)('<$declaration.tagName> on a failing API', (widget) => {
  it('fires joognoo:error with the status, and only events its README lists', async () => {
    const fetch = stubFetch(failingApi);
    const { events } = mount(widget, { 'api-base': 'https://api.example' });
    await waitFor(() => expect(events.map((event) => event.type)).toContain('joognoo:error'));
    expect(fetch).toHaveBeenCalled();
    expect(events.find((event) => event.type === 'joognoo:error')?.detail).toMatchObject({ status: 503 });
    expect(widget.declaration.events).toEqual(expect.arrayContaining(events.map((event) => event.type)));
  });
});
