import { cssVariableName, vars } from '@joognoo/ui';

/** Colour overrides for `theme="dark"` (the light values are the ui defaults). */
export const darkColors: Readonly<Record<string, string>> = {
  primary: '#6366f1',
  primaryHover: '#818cf8',
  primaryActive: '#4f46e5',
  primaryForeground: '#ffffff',
  primarySubtle: '#1e1b4b',
  accent: '#3b82f6',
  background: '#111114',
  foreground: '#f5f5f7',
  surface: '#1c1c21',
  surfaceHover: '#2a2a31',
  muted: '#a1a1aa',
  border: '#3f3f46',
  borderStrong: '#71717a',
  input: '#52525b',
  inverted: '#f5f5f7',
  invertedForeground: '#111114',
  success: '#4ade80',
  successSubtle: '#14532d',
  destructiveSubtle: '#450a0a',
  focusRing: '#a5b4fc',
  skeleton: '#27272a',
};

const declarations = (colors: Readonly<Record<string, string>>) =>
  Object.entries(colors)
    .map(([key, value]) => `${cssVariableName('color', key)}:${value};`)
    .join('');

/**
 * The static CSS of every widget's shadow root.
 *
 * - `:host` resets what the page could pass down (`all: initial`) and is a block. The
 *   page's own rules for the element win over `:host` (outer context beats the shadow
 *   tree), so an embedder can still size, hide or theme the element.
 * - The `--joognoo-*` defaults are NOT re-declared on `:host`: a declaration there would
 *   beat values the embedder puts on `:root`/`body`. The primitives carry the defaults as
 *   `var(--joognoo-x, default)` fallbacks instead, so page- and element-level values win.
 *   `theme="dark"` declares its colours on `:host`; values on the element still win.
 * - `.joognoo-root` re-establishes every inherited property (a hostile `* { all: unset }`
 *   or `body { font: ... !important }` on the page reaches the host, never this box),
 *   reserves `min-height` and holds `contain: content`. It sits in `.joognoo-frame`, the
 *   size container whose width picks the reserved height (`reservedHeights`). Toasts live in a sibling
 *   `.joognoo-toasts` layer, outside the containment, so `position: fixed` stays relative
 *   to the viewport.
 */
export function hostStyles(minHeight: string, reserved: readonly ReservedHeight[] = []): string {
  const base = `all:initial;display:block;box-sizing:border-box;font-family:${vars.font.family};font-size:${vars.fontSize.base};line-height:${vars.lineHeight.normal};color:${vars.color.foreground};text-align:start;-webkit-font-smoothing:antialiased;`;
  return [
    ':host{all:initial;display:block;}',
    ':host([hidden]){display:none;}',
    `:host([theme="dark" i]){${declarations(darkColors)}color-scheme:dark;}`,
    // The frame is the size container the reserved heights below ask (inside the shadow
    // tree, so page CSS that resets the element cannot take it away); the root box is one
    // too, for the component's own layout.
    '.joognoo-frame{all:initial;display:block;container-type:inline-size;}',
    `.joognoo-root{${base}contain:content;container-type:inline-size;min-height:${minHeight};}`,
    `.joognoo-toasts{${base}}`,
    '.joognoo-root *,.joognoo-root *::before,.joognoo-root *::after,.joognoo-toasts *{box-sizing:border-box;}',
    ...reserved.map(reservedHeightRule),
  ].join('\n');
}

/**
 * A height the element reserves from a width of its own on (no layout shift): the
 * widget's content is exactly this tall in that band of widths (its skeleton and its
 * loaded state alike), and `embed.css` (sites/embed) reserves the same before the loader
 * runs. `when` narrows it to the element's attributes, e.g. `[variant="home" i]`.
 */
export interface ReservedHeight {
  /** Element width in px from which this height applies (0: every width). */
  from: number;
  /** Height in px. */
  height: number;
  /** A compound selector of the element's attributes, e.g. `:not([job])`. */
  when?: string;
}

function reservedHeightRule({ from, height, when }: ReservedHeight): string {
  const rule = `:host${when ? `(${when})` : ''} .joognoo-root{min-height:${height}px;}`;
  return from > 0 ? `@container (min-width: ${from}px){${rule}}` : rule;
}

/** `240` -> `240px`; strings are used as given. */
export function cssLength(value: number | string | undefined): string {
  if (value === undefined) return '0';
  return typeof value === 'number' ? `${value}px` : value;
}
