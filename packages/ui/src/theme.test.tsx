import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { cssVariableName, cssVariables, theme, tokensToCssVariables, vars } from './theme';
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
});
