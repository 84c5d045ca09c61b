import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_THEME, WIDGET_THEME_VARIABLE_NAMES, formatScale, mixColor, widgetThemeCss, widgetThemeVariables } from './widget-theme';

describe('widgetThemeVariables', () => {
  it('is empty for the defaults: the widgets fall back to their own values', () => {
    expect(widgetThemeVariables(DEFAULT_WIDGET_THEME)).toEqual([]);
    expect(widgetThemeCss(DEFAULT_WIDGET_THEME)).toBe(':root {\n  /* The default theme: change a control to see its variables. */\n}');
  });

  it('derives the accent states, and lists text and background colours', () => {
    expect(widgetThemeVariables({ ...DEFAULT_WIDGET_THEME, accent: '#0F766E', text: '#111111', background: '#fafafa' })).toEqual([
      ['--joognoo-color-primary', '#0f766e'],
      ['--joognoo-color-primary-hover', '#0d645e'],
      ['--joognoo-color-primary-active', '#0b534d'],
      ['--joognoo-color-primary-subtle', '#e7f1f1'],
      ['--joognoo-color-focus-ring', '#0f766e'],
      ['--joognoo-color-foreground', '#111111'],
      ['--joognoo-color-background', '#fafafa'],
    ]);
  });

  it('scales every radius with md and every font size with the scale', () => {
    const variables = new Map(widgetThemeVariables({ ...DEFAULT_WIDGET_THEME, radius: 20, fontScale: 1.125 }));
    expect([...variables].filter(([name]) => name.startsWith('--joognoo-radius'))).toEqual([
      ['--joognoo-radius-sm', '12px'],
      ['--joognoo-radius-md', '20px'],
      ['--joognoo-radius-lg', '28px'],
      ['--joognoo-radius-xl', '40px'],
    ]);
    expect(variables.get('--joognoo-font-size-base')).toBe('18px');
    expect(variables.get('--joognoo-font-size-sm')).toBe('15.75px');
    expect(widgetThemeCss({ ...DEFAULT_WIDGET_THEME, radius: 0 })).toBe(
      ':root {\n  --joognoo-radius-sm: 0px;\n  --joognoo-radius-md: 0px;\n  --joognoo-radius-lg: 0px;\n  --joognoo-radius-xl: 0px;\n}',
    );
  });

  it('knows every variable it may set (reset clears them all)', () => {
    expect(WIDGET_THEME_VARIABLE_NAMES).toHaveLength(7 + 4 + 10);
  });
});

describe('helpers', () => {
  it('mixColor darkens towards black and lightens towards white', () => {
    expect(mixColor('#808080', -0.5)).toBe('#404040');
    expect(mixColor('#808080', 1)).toBe('#ffffff');
    expect(() => mixColor('red', 0.1)).toThrow('Not a #rrggbb colour: red');
  });

  it('formatScale shows a percentage', () => {
    expect(formatScale(1)).toBe('100%');
    expect(formatScale(1.125)).toBe('112.5%');
  });
});
