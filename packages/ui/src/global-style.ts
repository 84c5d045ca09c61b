import { createGlobalStyle } from 'styled-components';
import { cssVariables, vars } from './theme';

/**
 * Global styles for a host page: the `--joognoo-*` variables on `:root`, border-box
 * sizing, base typography and reduced motion. Widgets in Shadow DOM do not need it:
 * every primitive carries its own fallbacks.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariables}
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${vars.font.family};
    font-size: ${vars.fontSize.base};
    line-height: ${vars.lineHeight.normal};
    color: ${vars.color.foreground};
    background: ${vars.color.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: ${vars.lineHeight.tight};
    letter-spacing: ${vars.letterSpacing.tight};
  }

  img, svg, video {
    max-width: 100%;
  }

  :focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
