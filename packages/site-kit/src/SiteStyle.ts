import { createGlobalStyle } from 'styled-components';

/** The page-wide rules of both sites, beside @joognoo/ui's GlobalStyle. */
export const SiteStyle = createGlobalStyle`
  html {
    scroll-padding-top: 80px;
  }

  ::selection {
    background: rgba(67, 56, 202, 0.18);
  }
`;
