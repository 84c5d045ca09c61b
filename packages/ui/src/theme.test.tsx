import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { container, cssVariableName, cssVariables, theme, tokensToCssVariables, vars } from './theme';
import { tokens } from './tokens';
import { Button } from './button';
import { GlobalStyle } from './global-style';

describe('theme', () => {
  it('exposes every token as a --joognoo-* custom property', () => {
    expect(cssVariables).toContain('--joognoo-color-primary: #4338ca;');
    expect(cssVariables).toContain('--joognoo-color-primary-foreground: #ffffff;');
    expect(cssVariables).toContain('--joognoo-radius-md: 10px;');
    expect(cssVariables).toContain(`--joognoo-font-family: ${tokens.font.family};`);
    expect(cssVariables).toContain('--joognoo-breakpoint-md: 768px;');
    expect(cssVariables).toContain('--joognoo-z-index-toast: 1700;');
    expect(cssVariables).toContain('--joognoo-motion-duration-fast: 120ms;');
  });

  it('turns camelCase paths into kebab-case variable names', () => {
    expect(cssVariableName('color', 'destructiveForeground')).toBe('--joognoo-color-destructive-foreground');
  });

  it('builds declarations from custom token values', () => {
    expect(tokensToCssVariables({ color: { primary: 'rebeccapurple' } })).toBe(
      '--joognoo-color-primary: rebeccapurple;',
    );
  });

  it('gives components var() references with the default as fallback', () => {
    expect(vars.color.primary).toBe('var(--joognoo-color-primary, #4338ca)');
    expect(vars.radius.md).toBe('var(--joognoo-radius-md, 10px)');
    expect(theme.color.primary).toBe(vars.color.primary);
    expect(theme.tokens.breakpoint.md).toBe('768px');
    expect(theme.media.md).toBe('@media (min-width: 768px)');
  });

  it('styles components through the custom properties, so an embedder can re-theme them', () => {
    render(<Button>Styled</Button>);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toContain('var(--joognoo-color-primary, #4338ca)');
    expect(css).toContain('var(--joognoo-font-family');
  });

  it('GlobalStyle declares the variables on :root and honours reduced motion', () => {
    render(<GlobalStyle />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/:root\s*\{[^}]*--joognoo-color-primary:\s*#4338ca/);
    expect(css).toContain('prefers-reduced-motion: reduce');
  });

  it('sizes type and space in px, so a page root font size (62.5 %, 18 px) does not reach widgets', () => {
    for (const group of [tokens.fontSize, tokens.space, tokens.layout]) {
      for (const value of Object.values(group)) expect(value).not.toMatch(/rem$/);
    }
    expect(vars.fontSize.base).toBe('var(--joognoo-font-size-base, 16px)');
    expect(vars.space['4']).toBe('var(--joognoo-space-4, 16px)');
    expect(cssVariables).toContain('--joognoo-font-size-sm: 14px;');
  });

  it('gives container queries for layout that follows the widget, not the screen', () => {
    expect(container.sm).toBe('@container (min-width: 640px)');
    expect(theme.container.md).toBe('@container (min-width: 768px)');
  });
});
