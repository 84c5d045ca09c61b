import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { resolveLocale, textDirection } from '@joognoo/schemas';
import { JoognooThemeProvider, ToastProvider, type Catalog } from '@joognoo/ui';
import { COMMON_ATTRIBUTES, attributeToProp, readAttributes, type AttributeSpecs } from './attributes';
import { WIDGET_EVENTS, type WidgetCallbacks, type WidgetCommonProps, type WidgetEventName } from './events';
import { cssLength, hostStyles, type ReservedHeight } from './host-styles';
import { prepareMessages, readOverrides, readyMessages } from './i18n/messages';
import { WidgetLocale } from './i18n/widget-locale';
import {
  NotificationForwarder,
  NotificationOwner,
  joinNotifications,
  leaveNotifications,
  type NotificationMember,
} from './notifications';

/**
 * What a widget element is to the page: its tag, its own attributes and the events it
 * dispatches. A widget exports one (e.g. `contactFormElement`), passes it to
 * `defineWidget`, and its README documents exactly it (the README contract test,
 * `scripts/readme-contract.test.ts`, holds the two together).
 */
export interface WidgetDeclaration {
  tagName: string;
  /** Widget-specific attributes; `api-base`, `theme`, `source` and `partner` are always there. */
  attributes: AttributeSpecs;
  /** The `joognoo:*` events the element dispatches; callbacks of other events are not passed. */
  events: readonly WidgetEventName[];
  /** Named slots a page can fill with its own elements, e.g. `newsletter` (see `defineWidget`). */
  slots?: readonly string[];
}

/** What a widget component receives from its element. */
export type WidgetProps = WidgetCommonProps & WidgetCallbacks<any, any>;

export interface DefineWidgetOptions<P extends object> {
  /** Custom element name, e.g. `joognoo-newsletter` (must contain a dash). */
  tagName: string;
  /** The widget's React component (the same one React users import). */
  component: ComponentType<P>;
  /**
   * The widget's message catalog: the element fetches the texts of its language before its
   * first render (nothing shows in English first), and its notifications speak it.
   */
  catalog: Catalog;
  /** The package name console lines carry, e.g. `@joognoo/newsletter`. */
  packageName: string;
  /** Widget-specific attributes; `api-base`, `theme`, `source` and `partner` are always there. */
  attributes?: AttributeSpecs;
  /**
   * The `joognoo:*` events the element dispatches (default: all four). The component gets
   * only the matching callbacks, so an undeclared event can never reach the page.
   */
  events?: readonly WidgetEventName[];
  /** Space reserved before and while mounting (no layout shift): `240` or `'240px'`. */
  minHeight?: number | string;
  /**
   * Heights per band of the element's own width (and attributes), for a widget whose
   * content has a fixed height in each band: the element is that tall from its first
   * frame on. They win over `minHeight` where they apply.
   */
  reservedHeights?: readonly ReservedHeight[];
  /**
   * `mount` (default): `joognoo:ready` fires once the component has mounted, unless the
   * component called `onReady` itself during mount. `manual`: only when it calls `onReady`
   * (widgets that are ready once their data has loaded).
   */
  ready?: 'mount' | 'manual';
  /**
   * Named slots the page can fill: for `['newsletter']`, a child
   * `<joognoo-newsletter slot="newsletter">` of the element is shown where the component
   * renders its `newsletter` prop (camelCase of the name). The prop is a `<slot>` while the
   * element has a child for it, else undefined, so an empty slot renders nothing.
   */
  slots?: readonly string[];
}

/** The interface of a defined widget element (beyond `HTMLElement`). */
export interface WidgetElement extends HTMLElement {
  /** The props the component currently gets (attributes parsed, callbacks included). */
  readonly widgetProps: Readonly<Record<string, unknown>>;
}

/** The origin the embed code was loaded from (http(s) only), else '' (same origin). */
function loaderOrigin(): string {
  try {
    const url = new URL(import.meta.url);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

interface ShellProps {
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  ready: 'mount' | 'manual';
}

/** Fires `onReady` after mount when the component did not fire it itself. */
function Shell({ component: Component, props, ready }: ShellProps) {
  const fired = useRef(false);
  const onReady = props.onReady as ((detail?: Record<string, unknown>) => void) | undefined;
  const wrapped = useMemo(
    () => ({
      ...props,
      onReady: (detail?: Record<string, unknown>) => {
        fired.current = true;
        onReady?.(detail);
      },
    }),
    [props, onReady],
  );
  // Parent effects run after their children's: a component's own mount-time onReady wins.
  useEffect(() => {
    if (ready === 'mount' && !fired.current) wrapped.onReady({});
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Component {...wrapped} />;
}

/**
 * Registers `<tagName>` as a custom element rendering `component` into an open Shadow DOM
 * root (styles included, nothing leaks either way). Attributes become props (typed, live),
 * the component's `onReady/onSubmit/onSuccess/onError` calls become bubbling, composed
 * `joognoo:*` events. Idempotent; does nothing where `customElements` does not exist (SSR).
 *
 * Returns the element class, or undefined on the server.
 */
export function defineWidget<P extends object>(
  options: DefineWidgetOptions<P>,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined;
  const existing = customElements.get(options.tagName);
  if (existing) return existing;

  const specs: AttributeSpecs = { ...COMMON_ATTRIBUTES, ...options.attributes };
  const component = options.component as unknown as ComponentType<Record<string, unknown>>;
  const ready = options.ready ?? 'mount';
  const emits = new Set<string>(options.events ?? Object.values(WIDGET_EVENTS));
  const css = hostStyles(cssLength(options.minHeight), options.reservedHeights);
  const slots = options.slots ?? [];
  const { catalog, packageName } = options;

  class JoognooWidget extends HTMLElement implements WidgetElement {
    static get observedAttributes(): string[] {
      return Object.keys(specs);
    }

    #root: Root | null = null;
    #mount: HTMLDivElement | null = null;
    #toasts: HTMLDivElement | null = null;
    #nonce: string | undefined;
    #props: Record<string, unknown> = {};
    #filled = '';
    #observer: MutationObserver | null = null;
    /** True while this element renders the page's one notifications region (see notifications.tsx). */
    #ownsNotifications = false;
    readonly #notifications: NotificationMember = {
      becomeOwner: () => {
        this.#ownsNotifications = true;
        this.#render();
      },
    };

    readonly #callbacks: WidgetCallbacks<unknown, unknown> = {
      ...(emits.has(WIDGET_EVENTS.ready) && {
        onReady: (detail?: Record<string, unknown>) => this.#emit(WIDGET_EVENTS.ready, detail ?? {}),
      }),
      ...(emits.has(WIDGET_EVENTS.submit) && { onSubmit: (detail: unknown) => this.#emit(WIDGET_EVENTS.submit, detail) }),
      ...(emits.has(WIDGET_EVENTS.success) && { onSuccess: (detail: unknown) => this.#emit(WIDGET_EVENTS.success, detail) }),
      ...(emits.has(WIDGET_EVENTS.error) && { onError: (detail: unknown) => this.#emit(WIDGET_EVENTS.error, detail) }),
    };

    get widgetProps(): Readonly<Record<string, unknown>> {
      return this.#props;
    }

    #emit(type: string, detail: unknown): void {
      this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
    }

    #readProps(): Record<string, unknown> {
      const props = readAttributes(this, specs);
      if (!props.apiBase) props.apiBase = loaderOrigin();
      // For elements a component adds to the page itself (the job board's JSON-LD script).
      if (this.#nonce) props.nonce = this.#nonce;
      for (const name of this.#filledSlots()) props[attributeToProp(name)] = <slot name={name} />;
      return { ...props, ...this.#callbacks };
    }

    /** The declared slots that a child of the element fills. */
    #filledSlots(): string[] {
      return slots.filter((name) => Array.from(this.children).some((child) => child.getAttribute('slot') === name));
    }

    connectedCallback(): void {
      if (this.#root) return; // moved in the DOM: still mounted (see disconnectedCallback)
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      // Browsers hide the nonce attribute from getAttribute under CSP: read the property.
      this.#nonce = this.nonce || this.getAttribute('nonce') || undefined;

      const style = document.createElement('style');
      if (this.#nonce) style.setAttribute('nonce', this.#nonce);
      style.textContent = css;
      this.#mount = document.createElement('div');
      this.#mount.className = 'joognoo-root';
      this.#mount.setAttribute('part', 'root');
      const frame = document.createElement('div');
      frame.className = 'joognoo-frame';
      frame.append(this.#mount);
      this.#toasts = document.createElement('div');
      this.#toasts.className = 'joognoo-toasts';
      shadow.replaceChildren(style, frame, this.#toasts);

      this.#root = createRoot(this.#mount);
      this.#ownsNotifications = joinNotifications(this.#notifications);
      this.#render();
      if (slots.length > 0 && typeof MutationObserver !== 'undefined') {
        // A child added, removed or re-slotted later shows (or hides) its slot.
        this.#observer = new MutationObserver(() => {
          if (this.#filledSlots().join() !== this.#filled) this.#render();
        });
        this.#observer.observe(this, { childList: true, attributes: true, subtree: true, attributeFilter: ['slot'] });
      }
    }

    disconnectedCallback(): void {
      // A move (disconnect + connect in one task) keeps the widget and its state.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#ownsNotifications = false;
        leaveNotifications(this.#notifications);
        this.#observer?.disconnect();
        this.#observer = null;
        this.#root.unmount();
        this.#root = null;
        this.shadowRoot?.replaceChildren();
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue !== newValue && this.#root) this.#render();
    }

    #render(): void {
      const props = this.#readProps();
      // Without its own attribute, the widget speaks the page's language when it has it.
      if (!props.locale) props.locale = document.documentElement.lang || undefined;
      const locale = resolveLocale(props.locale as string | undefined);
      const overrides = readOverrides(props.messages as string | undefined, catalog, packageName);
      if (!readyMessages(catalog, locale, overrides)) {
        // Shown once its texts have arrived (the reserved space holds the place meanwhile);
        // until then an earlier render, if any, stays.
        prepareMessages(catalog, locale, overrides).then(
          () => this.#root && this.#render(),
          (error: unknown) => console.error(`[${packageName}] The "${locale}" texts could not be loaded.`, error),
        );
        return;
      }
      this.#filled = this.#filledSlots().join();
      this.#props = props;
      for (const box of [this.#mount, this.#toasts]) {
        box?.setAttribute('lang', locale);
        box?.setAttribute('dir', textDirection(locale));
      }
      this.#root?.render(
        <StyleSheetManager target={this.shadowRoot ?? undefined} nonce={this.#nonce}>
          <JoognooThemeProvider>
            <WidgetLocale catalog={catalog} widget={packageName} locale={props.locale as string | undefined} messages={overrides}>
              <ToastProvider portalContainer={this.#toasts} viewport={this.#ownsNotifications}>
                {this.#ownsNotifications ? (
                  <NotificationOwner key="notifications" member={this.#notifications} />
                ) : (
                  <NotificationForwarder key="notifications" />
                )}
                <Shell key="widget" component={component} props={this.#props} ready={ready} />
              </ToastProvider>
            </WidgetLocale>
          </JoognooThemeProvider>
        </StyleSheetManager>,
      );
    }
  }

  customElements.define(options.tagName, JoognooWidget);
  return JoognooWidget;
}
