import { css } from 'styled-components';

/** A list without the browser's bullets and indent: the site's lists lay their items out themselves. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
