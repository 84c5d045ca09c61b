import { useEffect, useState, type ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import styled from 'styled-components';
import { useToast } from '@joognoo/ui';
import { describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetElement, type WidgetProps } from './define-widget';
import { KIT_CATALOG } from './i18n/messages';

interface TestProps extends WidgetProps {
  variant?: string;
  maxItems?: number;
  compact?: boolean;
  heading?: string;
}

const Label = styled.p`
  color: rebeccapurple;
`;

function TestWidget({ variant, maxItems, compact, heading, apiBase, theme, source, partner, onSubmit, onSuccess, onError }: TestProps) {
  const { toast } = useToast();
  const [count, setCount] = useState(0);
  return (
    <div>
      <Label data-testid="props">{JSON.stringify({ variant, maxItems, compact, heading, apiBase, theme, source, partner })}</Label>
      <span data-testid="count">{count}</span>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        inc
      </button>
      <button type="button" onClick={() => onSubmit?.({ step: 'submit' })}>
        submit
      </button>
      <button type="button" onClick={() => onSuccess?.({ step: 'success' })}>
        success
      </button>
      <button type="button" onClick={() => onError?.({ status: 429, message: 'Too many requests' })}>
        error
      </button>
      <button type="button" onClick={() => toast({ title: 'Hello toast' })}>
        toast
      </button>
    </div>
  );
}

/** The test widget speaks with widget-kit's own catalog. */
const LANGUAGE = { catalog: KIT_CATALOG, packageName: '@joognoo/test-widget' };

let counter = 0;
/** A fresh tag name per test: custom elements cannot be undefined. */
function define(extra: Partial<Parameters<typeof defineWidget<TestProps>>[0]> = {}) {
  counter += 1;
  const tagName = `joognoo-test-${counter}`;
  defineWidget<TestProps>({
    tagName,
    component: TestWidget,
    ...LANGUAGE,
    minHeight: 120,
    attributes: {
      variant: { type: 'enum', values: ['home', 'about', 'contact'], default: 'home' },
      'max-items': 'number',
      compact: 'boolean',
      heading: 'string',
    },
    ...extra,
  });
  return tagName;
}

function mount(tagName: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tagName);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadow = (element: Element) => element.shadowRoot!;
const propsOf = (element: Element) =>
  JSON.parse(shadow(element).querySelector('[data-testid="props"]')?.textContent ?? 'null') as Record<string, unknown>;
const button = (element: Element, text: string) =>
  [...shadow(element).querySelectorAll('button')].find((b) => b.textContent === text)!;

describe('defineWidget', () => {
  it('given a page without custom elements (server rendering), it does nothing', () => {
    const original = globalThis.customElements;
    // @ts-expect-error simulate a server
    delete globalThis.customElements;
    try {
      expect(defineWidget({ tagName: 'joognoo-ssr', component: TestWidget, ...LANGUAGE })).toBeUndefined();
    } finally {
      globalThis.customElements = original;
    }
  });

  it('given the same tag twice, it defines the element once and returns the existing class', () => {
    const tagName = define();
    const first = customElements.get(tagName);
    expect(defineWidget({ tagName, component: () => null, ...LANGUAGE })).toBe(first);
  });

  it('when the element is added, it renders the component into an open shadow root', async () => {
    const element = mount(define());
    await waitFor(() => expect(propsOf(element)).not.toBeNull());
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.querySelector('[data-testid="props"]')).toBeNull();
  });

  it('when rendered, the styles are written into the shadow root, not the document head', async () => {
    const element = mount(define());
    await waitFor(() => expect(propsOf(element)).not.toBeNull());
    const styles = [...shadow(element).querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(styles).toContain(':host{all:initial;display:block;}');
    expect(shadow(element).querySelector('.joognoo-frame > .joognoo-root')).not.toBeNull();
    expect(styles).toContain('min-height:120px');
    expect(shadow(element).querySelector('style[data-styled]')).not.toBeNull();
    expect(document.head.querySelector('style[data-styled]')).toBeNull();
  });

  it('given typed attributes, the component gets camelCase props of the right types', async () => {
    const element = mount(define(), {
      variant: 'about',
      'max-items': '7',
      compact: '',
      heading: 'Hi',
      theme: 'dark',
      source: 'partner-x',
      partner: 'acme-reseller',
      'api-base': 'https://api.example.com',
    });
    await waitFor(() =>
      expect(propsOf(element)).toEqual({
        variant: 'about',
        maxItems: 7,
        compact: true,
        heading: 'Hi',
        apiBase: 'https://api.example.com',
        theme: 'dark',
        source: 'partner-x',
        partner: 'acme-reseller',
      }),
    );
  });

  it('given no attributes, the component gets the defaults', async () => {
    const element = mount(define());
    await waitFor(() => expect(propsOf(element)).toEqual({ variant: 'home', compact: false, apiBase: '', theme: 'light' }));
  });

  it('when an attribute changes, the component re-renders with the new value and keeps its state', async () => {
    const element = mount(define(), { variant: 'home' });
    await waitFor(() => expect(propsOf(element).variant).toBe('home'));
    button(element, 'inc').click();
    await waitFor(() => expect(shadow(element).querySelector('[data-testid="count"]')?.textContent).toBe('1'));
    element.setAttribute('variant', 'contact');
    element.setAttribute('compact', 'false');
    await waitFor(() => expect(propsOf(element)).toMatchObject({ variant: 'contact', compact: false }));
    expect(shadow(element).querySelector('[data-testid="count"]')?.textContent).toBe('1');
  });

  it('when mounted, it dispatches one bubbling, composed joognoo:ready event', async () => {
    const tagName = define();
    const onReady = vi.fn();
    document.addEventListener('joognoo:ready', onReady);
    try {
      const element = mount(tagName);
      await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
      const event = onReady.mock.calls[0]![0] as CustomEvent;
      expect(event.target).toBe(element);
      expect(event.bubbles).toBe(true);
      expect(event.composed).toBe(true);
      expect(event.detail).toEqual({});
    } finally {
      document.removeEventListener('joognoo:ready', onReady);
    }
  });

  it('given a component that reports ready itself on mount, joognoo:ready fires once with its detail', async () => {
    function SelfReady({ onReady }: WidgetProps) {
      useEffect(() => onReady?.({ items: 3 }), [onReady]);
      return <p>ready</p>;
    }
    const tagName = define({ component: SelfReady });
    const element = mount(tagName);
    const onReady = vi.fn();
    element.addEventListener('joognoo:ready', onReady);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect((onReady.mock.calls[0]![0] as CustomEvent).detail).toEqual({ items: 3 });
  });

  it('given ready "manual", joognoo:ready waits for the component', async () => {
    const element = mount(define({ ready: 'manual' }));
    const onReady = vi.fn();
    element.addEventListener('joognoo:ready', onReady);
    await waitFor(() => expect(propsOf(element)).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(onReady).not.toHaveBeenCalled();
  });

  it('when the component calls onSubmit, onSuccess and onError, the element dispatches joognoo:submit, :success and :error with the detail', async () => {
    const element = mount(define());
    const seen: Array<[string, unknown, boolean, boolean]> = [];
    for (const type of ['joognoo:submit', 'joognoo:success', 'joognoo:error']) {
      document.body.addEventListener(type, (event) => {
        const e = event as CustomEvent;
        seen.push([e.type, e.detail, e.bubbles, e.composed]);
      });
    }
    await waitFor(() => expect(propsOf(element)).not.toBeNull());
    button(element, 'submit').click();
    button(element, 'success').click();
    button(element, 'error').click();
    expect(seen).toEqual([
      ['joognoo:submit', { step: 'submit' }, true, true],
      ['joognoo:success', { step: 'success' }, true, true],
      ['joognoo:error', { status: 429, message: 'Too many requests' }, true, true],
    ]);
  });

  it('given declared events, the element dispatches only those: the component gets no callback for the others', async () => {
    const element = mount(define({ events: ['joognoo:ready', 'joognoo:error'] }));
    const seen: string[] = [];
    for (const type of ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error']) {
      document.body.addEventListener(type, (event) => seen.push(event.type));
    }
    await waitFor(() => expect(seen).toEqual(['joognoo:ready']));
    button(element, 'submit').click();
    button(element, 'success').click();
    button(element, 'error').click();
    expect(seen).toEqual(['joognoo:ready', 'joognoo:error']);
    expect(Object.keys((element as WidgetElement).widgetProps).filter((prop) => prop.startsWith('on'))).toEqual([
      'onReady',
      'onError',
    ]);
  });

  it('when the component toasts, the toast renders inside the shadow root', async () => {
    const element = mount(define());
    await waitFor(() => expect(propsOf(element)).not.toBeNull());
    button(element, 'toast').click();
    await waitFor(() => expect(shadow(element).querySelector('.joognoo-toasts')?.textContent).toContain('Hello toast'));
    expect(document.body.textContent).not.toContain('Hello toast');
  });

  it("given a nonce, the component gets it as its nonce prop (for elements it adds to the page)", async () => {
    const tagName = define();
    const element = document.createElement(tagName) as WidgetElement;
    element.setAttribute('nonce', 'abc123');
    document.body.append(element);
    await waitFor(() => expect(element.widgetProps.nonce).toBe('abc123'));
    const plain = mount(tagName) as WidgetElement;
    await waitFor(() => expect(plain.widgetProps.apiBase).toBe(''));
    expect(plain.widgetProps).not.toHaveProperty('nonce');
  });

  it('given a nonce, every style element in the shadow root carries it', async () => {
    const element = document.createElement(define());
    element.setAttribute('nonce', 'abc123');
    document.body.append(element);
    await waitFor(() => expect(propsOf(element)).not.toBeNull());
    const styles = [...shadow(element).querySelectorAll('style')];
    expect(styles.length).toBeGreaterThanOrEqual(2);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('abc123');
  });

  it('when the element is removed, the component unmounts', async () => {
    const cleanup = vi.fn();
    function WithCleanup() {
      useEffect(() => cleanup, []);
      return <p>mounted</p>;
    }
    const element = mount(define({ component: WithCleanup }));
    await waitFor(() => expect(shadow(element).textContent).toContain('mounted'));
    element.remove();
    await waitFor(() => expect(cleanup).toHaveBeenCalledTimes(1));
    expect(shadow(element).childNodes.length).toBe(0);
  });

  it('when the element is moved, it stays mounted', async () => {
    const cleanup = vi.fn();
    function WithCleanup() {
      useEffect(() => cleanup, []);
      return <p>mounted</p>;
    }
    const element = mount(define({ component: WithCleanup }));
    await waitFor(() => expect(shadow(element).textContent).toContain('mounted'));
    const other = document.createElement('section');
    document.body.append(other);
    other.append(element);
    await new Promise((r) => setTimeout(r, 20));
    expect(cleanup).not.toHaveBeenCalled();
    expect(shadow(element).textContent).toContain('mounted');
  });

  it('given a declared slot, a child of the element for it shows where the component renders that prop, and nothing without one', async () => {
    function WithBox({ newsBox }: { newsBox?: ReactNode }) {
      return (
        <div>
          <p>articles</p>
          {newsBox ? <aside data-testid="box">{newsBox}</aside> : null}
        </div>
      );
    }
    const tag = define({ component: WithBox as never, slots: ['news-box'] });
    const empty = mount(tag);
    await waitFor(() => expect(shadow(empty).textContent).toContain('articles'));
    expect(shadow(empty).querySelector('[data-testid="box"]')).toBeNull();

    const filled = document.createElement(tag);
    const child = document.createElement('p');
    child.slot = 'news-box';
    child.textContent = 'Subscribe';
    filled.append(child);
    document.body.append(filled);
    await waitFor(() => expect(shadow(filled).querySelector('[data-testid="box"] slot[name="news-box"]')).not.toBeNull());
    expect((shadow(filled).querySelector('slot') as HTMLSlotElement).assignedElements()).toEqual([child]);

    // Filled later, and emptied again.
    const late = document.createElement('p');
    late.slot = 'news-box';
    empty.append(late);
    await waitFor(() => expect(shadow(empty).querySelector('[data-testid="box"] slot')).not.toBeNull());
    late.remove();
    await waitFor(() => expect(shadow(empty).querySelector('[data-testid="box"]')).toBeNull());
  });
});
