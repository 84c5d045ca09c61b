import { tokens, type Tokens } from './tokens';

/** Prefix of every CSS custom property the primitives read. */
export const CSS_VARIABLE_PREFIX = '--joognoo';

type Leaf = string | number;
type TokenTree = { readonly [key: string]: Leaf | TokenTree };

/** Same shape as the tokens, every leaf a string (a value or a `var(...)` reference). */
export type TokenStrings<T> = { readonly [K in keyof T]: T[K] extends Leaf ? string : TokenStrings<T[K]> };

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `cssVariableName('color', 'primaryForeground')` is `--joognoo-color-primary-foreground`. */
export function cssVariableName(...path: string[]): string {
  return [CSS_VARIABLE_PREFIX, ...path.map(kebab)].join('-');
}

function flatten(tree: TokenTree, path: string[] = [], out: Array<[string, string]> = []) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object') flatten(value, [...path, key], out);
    else out.push([cssVariableName(...path, key), String(value)]);
  }
  return out;
}

function mapToVars<T extends TokenTree>(tree: T, path: string[] = []): TokenStrings<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] =
      typeof value === 'object'
        ? mapToVars(value, [...path, key])
        : `var(${cssVariableName(...path, key)}, ${String(value)})`;
  }
  return out as TokenStrings<T>;
}

/**
 * Every token as CSS declarations, one per line:
 * `--joognoo-color-primary: #4338ca;` ... Put them in a `:root {}` or `:host {}` rule.
 */
export function tokensToCssVariables(source: TokenTree = tokens): string {
  return flatten(source)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/** The default tokens as CSS declarations (see `tokensToCssVariables`). */
export const cssVariables: string = /* @__PURE__ */ tokensToCssVariables();

/**
 * The tokens as `var(--joognoo-..., fallback)` references. Primitives style themselves
 * with these, so overriding a custom property on any ancestor (also a Shadow DOM host)
 * re-themes them, and they still look right when no variable is defined.
 */
export const vars: TokenStrings<Tokens> = mapToVars(tokens);

/** Media queries (custom properties cannot be used in media queries: raw values). */
export const media = {
  sm: `@media (min-width: ${tokens.breakpoint.sm})`,
  md: `@media (min-width: ${tokens.breakpoint.md})`,
  lg: `@media (min-width: ${tokens.breakpoint.lg})`,
  xl: `@media (min-width: ${tokens.breakpoint.xl})`,
  '2xl': `@media (min-width: ${tokens.breakpoint['2xl']})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;

/**
 * Container queries on the nearest size container: a widget's layout follows its own
 * width, not the screen's (a 300 px sidebar on a 1280 px screen gets the narrow layout).
 * Every widget's outer element is a container (`container-type: inline-size`), and an embedded
 * widget's shadow root box is one too; a page that renders a widget as a React
 * component gives the widget's parent `container-type: inline-size` for the widget's
 * outer padding to follow the parent's width too.
 */
export const container = {
  sm: `@container (min-width: ${tokens.breakpoint.sm})`,
  md: `@container (min-width: ${tokens.breakpoint.md})`,
  lg: `@container (min-width: ${tokens.breakpoint.lg})`,
  xl: `@container (min-width: ${tokens.breakpoint.xl})`,
  '2xl': `@container (min-width: ${tokens.breakpoint['2xl']})`,
} as const;

/**
 * The styled-components theme: `theme.color.primary` etc. are `var()` references
 * (re-themable), `theme.tokens` holds the raw values, `theme.media` the media queries,
 * `theme.container` the container queries.
 */
export const theme = {
  ...vars,
  tokens,
  media,
  container,
} as const;

export type JoognooTheme = typeof theme;
