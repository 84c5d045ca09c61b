/**
 * Stand-in for `styled-components` in the embed build (saves ~7 KB gzip on every widget):
 * the part of its API the widgets use, with its semantics, on the same CSS compiler (stylis):
 *
 * - `styled.tag\`...\`` and `styled(Component)\`...\``; extending a styled component folds
 *   its styles (base rules first) and renders its element; `as` picks another element;
 *   `$transient` props, `as` and `theme` are not passed on, every other prop is;
 *   `className` and `ref` are merged/forwarded; `${StyledComponent}` in a template is its
 *   class selector (`.sc-...`, set on every element it renders).
 * - interpolations: functions get the props with `theme`; arrays, `css` fragments, numbers;
 *   `false`/`null`/`undefined`/`''` add nothing; `keyframes` are injected where used.
 * - rules of a component are inserted (CSSOM `insertRule`, like styled-components in
 *   production) in the order the components were defined, so a later component's rules win
 *   over an earlier one's at equal specificity, whatever the render order.
 * - `StyleSheetManager` `target` (a shadow root) and `nonce`; `ThemeProvider`;
 *   `createGlobalStyle`.
 *
 * Not here (unused by the widgets): `.attrs`, `.withConfig`, `shouldForwardProp`, object
 * styles, server rendering. `styled-lite.test.ts` runs the widget-kit element tests and the
 * contact-form and newsletter element tests on this module; the embed-demo e2e runs the
 * built widgets on it in Chromium.
 */
import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
// @ts-ignore resolved by the embed build (and vitest) to the real stylis
import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';

type Context = Record<string, unknown> & { theme: unknown };
type Rules = unknown[];

interface Styled {
  (props: Record<string, unknown>): ReactNode;
  styledComponentId: string;
  target: unknown;
  rules: Rules;
  base?: Styled;
  displayName?: string;
}

// ---------------------------------------------------------------------------------------
// Names and the style sheet
// ---------------------------------------------------------------------------------------

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function hashName(text: string): string {
  let h = 5381;
  for (let i = text.length; i; ) h = (h * 33) ^ text.charCodeAt(--i);
  let n = h >>> 0;
  let name = '';
  for (; n > 51; n = Math.floor(n / 52)) name = LETTERS[n % 52] + name;
  return LETTERS[n % 52] + name;
}

/** Group (insertion position) of each component id, in definition order. */
const groups = new Map<string, number>();
const groupOf = (id: string): number => {
  let group = groups.get(id);
  if (group === undefined) groups.set(id, (group = groups.size));
  return group;
};

/** `css` compiled under `selector` into top-level rules (`@media` blocks stay whole). */
function compileRules(css: string, selector: string): string[] {
  const rules: string[] = [];
  const flat = css.replace(/^\s*\/\/.*$/gm, '');
  serialize(compile(`${selector}{${flat}}`), middleware([stringify, rulesheet((rule: string) => rules.push(rule))]));
  return rules;
}

class Sheet {
  private el: HTMLStyleElement | undefined;
  /** Rules inserted per group. */
  private sizes: number[] = [];
  private names = new Set<string>();

  constructor(
    private readonly target: Node | undefined,
    private readonly nonce: string | undefined,
  ) {}

  insert(id: string, name: string, rules: () => string[]): void {
    if (this.names.has(name)) return;
    this.names.add(name);
    const group = groupOf(id);
    if (!this.el) {
      const el = document.createElement('style');
      el.setAttribute('data-styled', 'active');
      if (this.nonce) el.setAttribute('nonce', this.nonce);
      (this.target ?? document.head).appendChild(el);
      this.el = el;
    }
    let index = 0;
    for (let g = 0; g <= group; g += 1) index += this.sizes[g] ?? 0;
    for (const rule of rules()) {
      const sheet = this.el.sheet;
      try {
        if (sheet) sheet.insertRule(rule, index);
        else this.el.appendChild(document.createTextNode(rule));
      } catch {
        continue; // a rule the browser does not understand (as styled-components does)
      }
      index += 1;
      this.sizes[group] = (this.sizes[group] ?? 0) + 1;
    }
  }
}

const sheets = new WeakMap<object, Sheet>();
let documentSheet: Sheet | undefined;

function sheetFor(target: Node | undefined, nonce: string | undefined): Sheet {
  if (!target) return (documentSheet ??= new Sheet(undefined, nonce));
  let sheet = sheets.get(target);
  if (!sheet) sheets.set(target, (sheet = new Sheet(target, nonce)));
  return sheet;
}

const SheetContext = createContext<Sheet | null>(null);
const ThemeContext = createContext<unknown>(undefined);

export interface StyleSheetManagerProps {
  target?: Node | null;
  nonce?: string;
  children?: ReactNode;
}

/** Styles of the components below go into `target` (e.g. a shadow root), with `nonce`. */
export function StyleSheetManager({ target, nonce, children }: StyleSheetManagerProps) {
  const sheet = useMemo(() => sheetFor(target ?? undefined, nonce), [target, nonce]);
  return createElement(SheetContext.Provider, { value: sheet }, children);
}

export function ThemeProvider({ theme, children }: { theme: unknown; children?: ReactNode }) {
  const outer = useContext(ThemeContext);
  const value = typeof theme === 'function' ? (theme as (outer: unknown) => unknown)(outer) : theme;
  return createElement(ThemeContext.Provider, { value }, children);
}

export const useTheme = (): unknown => useContext(ThemeContext);

const useSheet = (): Sheet => useContext(SheetContext) ?? sheetFor(undefined, undefined);

// ---------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------

class Keyframes {
  readonly id: string;
  constructor(
    readonly name: string,
    private readonly rules: string,
  ) {
    this.id = `sc-keyframes-${name}`;
  }
  inject(sheet: Sheet): void {
    sheet.insert(this.id, this.name, () => compileRules(this.rules, `@keyframes ${this.name}`));
  }
  toString(): string {
    return this.name;
  }
}

function flatten(chunk: unknown, context: Context | undefined, sheet: Sheet | undefined, out: string[] = []): string[] {
  if (chunk === undefined || chunk === null || chunk === false || chunk === '') return out;
  if (Array.isArray(chunk)) {
    for (const item of chunk) flatten(item, context, sheet, out);
  } else if ((typeof chunk === 'function' || typeof chunk === 'object') && (chunk as Styled).styledComponentId) {
    out.push(`.${(chunk as Styled).styledComponentId}`);
  } else if (typeof chunk === 'function') {
    if (context) flatten((chunk as (context: Context) => unknown)(context), context, sheet, out);
  } else if (chunk instanceof Keyframes) {
    if (sheet) chunk.inject(sheet);
    out.push(chunk.name);
  } else if (typeof chunk === 'object' && Object.getPrototypeOf(chunk) === Object.prototype) {
    throw new Error('styled-lite: object styles are not supported in the embed build');
  } else {
    out.push(String(chunk));
  }
  return out;
}

/** A CSS fragment: the template's strings and interpolations, resolved when used. */
export function css(strings: TemplateStringsArray | Rules, ...interpolations: unknown[]): Rules {
  const rules: Rules = [strings[0]];
  for (let i = 0; i < interpolations.length; i += 1) rules.push(interpolations[i], strings[i + 1]);
  return rules;
}

export function keyframes(strings: TemplateStringsArray, ...interpolations: unknown[]): Keyframes {
  const rules = flatten(css(strings, ...interpolations), undefined, undefined).join('');
  return new Keyframes(hashName(rules), rules);
}

export function createGlobalStyle(strings: TemplateStringsArray, ...interpolations: unknown[]) {
  const rules = css(strings, ...interpolations);
  const id = `sc-global-${groups.size}`;
  groupOf(id);
  return function GlobalStyle(props: Record<string, unknown>) {
    const sheet = useSheet();
    const theme = useContext(ThemeContext);
    const text = flatten(rules, { ...props, theme }, sheet).join('');
    sheet.insert(id, `${id}-${hashName(text)}`, () => compileRules(text, ''));
    return null;
  };
}

// ---------------------------------------------------------------------------------------
// styled
// ---------------------------------------------------------------------------------------

let componentCount = 0;

function createStyled(target: unknown, rules: Rules): Styled {
  const base = target && (target as Styled).styledComponentId ? (target as Styled) : undefined;
  const styledComponentId = `sc-${(componentCount += 1).toString(36)}`;
  groupOf(styledComponentId);

  const Component = forwardRef<unknown, Record<string, unknown>>(function Styled(props, ref) {
    const sheet = useSheet();
    const contextTheme = useContext(ThemeContext);
    const theme = props.theme || contextTheme || {};
    const context: Context = { ...props, theme };

    const classes: string[] = [];
    for (let level: Styled | undefined = Component; level; level = level.base) {
      const text = flatten(level.rules, context, sheet).join('');
      const name = hashName(level.styledComponentId + text);
      sheet.insert(level.styledComponentId, name, () => compileRules(text, `.${name}`));
      classes.unshift(level.styledComponentId, name);
    }

    const forwarded: Record<string, unknown> = {};
    for (const key in props) {
      const value = props[key];
      if (value === undefined || key[0] === '$' || key === 'as' || key === 'theme' || key === 'forwardedAs') continue;
      forwarded[key] = value;
    }
    if (props.forwardedAs !== undefined) forwarded.as = props.forwardedAs;
    forwarded.className = [...classes, props.className].filter(Boolean).join(' ');
    forwarded.ref = ref;
    return createElement((props.as ?? Component.target) as ComponentType, forwarded);
  }) as unknown as Styled;

  Component.styledComponentId = styledComponentId;
  Component.target = base ? base.target : target;
  Component.rules = rules;
  Component.base = base;
  Component.toString = () => `.${styledComponentId}`;
  return Component;
}

type Construct = (strings: TemplateStringsArray, ...interpolations: unknown[]) => Styled;
const construct =
  (target: unknown): Construct =>
  (strings, ...interpolations) =>
    createStyled(target, css(strings, ...interpolations));

/** `styled(Component)` and `styled.div` etc. */
const styled = new Proxy(construct, {
  get: (fn, key) => (typeof key === 'string' && !(key in fn) ? construct(key) : Reflect.get(fn, key)),
}) as typeof construct & Record<string, Construct>;

export default styled;
export { styled };
