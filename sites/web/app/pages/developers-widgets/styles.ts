import { vars } from '@joognoo/ui';
import { css } from 'styled-components';

/** The type of the widget docs' section headings (H2). */
export const sectionHeadingType = css`
  font-size: clamp(1.625rem, 1.3rem + 1.3vw, 2.25rem);
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: -0.025em;
  line-height: 1.15;
`;
