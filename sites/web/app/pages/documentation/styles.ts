import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';

/** Heading block at the top of a docs tab panel. */
export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space['4']};
  margin-bottom: ${vars.space['8']};

  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 1.25rem + 1vw, 2.25rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.025em;
  }

  p {
    margin: ${vars.space['2']} 0 0;
    max-width: 40rem;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

/** A sub-section of a tab panel ('Guide library', 'API client examples'). */
export const SubSection = styled.section`
  margin-top: ${vars.space['16']};
  scroll-margin-top: 80px;

  > h3 {
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.02em;
  }

  > p {
    margin: ${vars.space['2']} 0 ${vars.space['6']};
    color: ${vars.color.muted};
  }
`;

export const Grid = styled.div<{ $columns?: 2 | 3 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1024px) {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
`;

/** White bordered surface used by guides, API cards and examples. */
export const Surface = styled.article`
  min-width: 0;
  padding: ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.background};
  scroll-margin-top: 80px;

  ${media.md} {
    padding: ${vars.space['8']};
  }

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
