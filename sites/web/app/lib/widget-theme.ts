/**
 * The theme playground of /developers/widgets: a few controls -> the `--joognoo-*` custom
 * properties the widgets read (through Shadow DOM: custom properties inherit into it), and
 * the CSS a partner copies. Pure: no DOM.
 */
import { cssVariableName, tokens } from '@joognoo/ui';

export interface WidgetThemeSettings {
  /** `#rrggbb`: buttons, links, focus rings. */
  accent: string;
  /** `#rrggbb`: body text. */
  text: string;
  /** `#rrggbb`: the widget's background. */
  background: string;
  /** Corner radius of inputs, buttons and cards (the `md` radius), in px. */
  radius: number;
  /** Multiplier of every font size, e.g. 1.125. */
  fontScale: number;
}

const px = (value: string) => Number.parseFloat(value);

export const DEFAULT_WIDGET_THEME: Readonly<WidgetThemeSettings> = {
  accent: tokens.color.primary,
  text: tokens.color.foreground,
  background: tokens.color.background,
  radius: px(tokens.radius.md),
  fontScale: 1,
};

/** Ranges of the two sliders. */
export const RADIUS_RANGE = { min: 0, max: 24, step: 1 } as const;
export const FONT_SCALE_RANGE = { min: 0.875, max: 1.25, step: 0.025 } as const;

const HEX = /^#[0-9a-f]{6}$/i;

/** `#rrggbb` mixed with black (`amount` < 0) or white (> 0), `amount` in [-1, 1]. */
export function mixColor(hex: string, amount: number): string {
  if (!HEX.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const target = amount < 0 ? 0 : 255;
  const weight = Math.min(1, Math.abs(amount));
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const trim = (value: number) => String(Number(value.toFixed(4)));

/**
 * The custom properties for `settings`, in a stable order. Only what differs from the
 * defaults is listed: the widgets' own fallbacks cover the rest.
 */
export function widgetThemeVariables(settings: WidgetThemeSettings): Array<[name: string, value: string]> {
  const out: Array<[string, string]> = [];
  const accent = settings.accent.toLowerCase();
  if (accent !== DEFAULT_WIDGET_THEME.accent.toLowerCase()) {
    out.push(
      [cssVariableName('color', 'primary'), accent],
      [cssVariableName('color', 'primaryHover'), mixColor(accent, -0.15)],
      [cssVariableName('color', 'primaryActive'), mixColor(accent, -0.3)],
      [cssVariableName('color', 'primarySubtle'), mixColor(accent, 0.9)],
      [cssVariableName('color', 'focusRing'), accent],
    );
  }
  if (settings.text.toLowerCase() !== DEFAULT_WIDGET_THEME.text.toLowerCase()) {
    out.push([cssVariableName('color', 'foreground'), settings.text.toLowerCase()]);
  }
  if (settings.background.toLowerCase() !== DEFAULT_WIDGET_THEME.background.toLowerCase()) {
    out.push([cssVariableName('color', 'background'), settings.background.toLowerCase()]);
  }
  if (settings.radius !== DEFAULT_WIDGET_THEME.radius) {
    // The other radii keep their proportion to `md` (6 / 10 / 14 / 20 px by default).
    const base = px(tokens.radius.md);
    for (const key of ['sm', 'md', 'lg', 'xl'] as const) {
      out.push([cssVariableName('radius', key), `${Math.round((px(tokens.radius[key]) / base) * settings.radius)}px`]);
    }
  }
  if (settings.fontScale !== DEFAULT_WIDGET_THEME.fontScale) {
    for (const [key, value] of Object.entries(tokens.fontSize)) {
      out.push([cssVariableName('fontSize', key), `${trim(px(value) * settings.fontScale)}px`]);
    }
  }
  return out;
}

/** Every custom property the playground may set (to clear them all on reset). */
export const WIDGET_THEME_VARIABLE_NAMES: readonly string[] = widgetThemeVariables({
  accent: '#000001',
  text: '#000001',
  background: '#000001',
  radius: DEFAULT_WIDGET_THEME.radius + 1,
  fontScale: DEFAULT_WIDGET_THEME.fontScale + 0.5,
}).map(([name]) => name);

/** The stylesheet rule a partner copies: the variables on `:root`, inherited by every widget. */
export function widgetThemeCss(settings: WidgetThemeSettings): string {
  const variables = widgetThemeVariables(settings);
  if (variables.length === 0) return ':root {\n  /* The default theme: change a control to see its variables. */\n}';
  return `:root {\n${variables.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`;
}

/** `1.125` -> `112.5%`. */
export const formatScale = (scale: number) => `${trim(scale * 100)}%`;
