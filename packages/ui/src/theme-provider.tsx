import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme as defaultTheme, type JoognooTheme } from './theme';

export interface JoognooThemeProviderProps {
  children?: ReactNode;
  /** Defaults to the Joognoo theme. Re-theme primitives with `--joognoo-*` variables. */
  theme?: JoognooTheme;
}

/** styled-components `ThemeProvider` with the Joognoo theme, for your own styled components. */
export function JoognooThemeProvider({ children, theme = defaultTheme }: JoognooThemeProviderProps) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
