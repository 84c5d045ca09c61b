import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';

/** Two columns side by side from `lg` (stacked below), in the ratio `$ratio`, tops aligned. */
export const SplitLayout = styled.div<{ $ratio: readonly [number, number]; $gap?: '10' | '12'; $wideGap?: '16' | '20' }>`
  display: grid;
  gap: ${({ $gap = '10' }) => vars.space[$gap]};

  ${media.lg} {
    grid-template-columns: ${({ $ratio: [left, right] }) => `minmax(0, ${left}fr) minmax(0, ${right}fr)`};
    gap: ${({ $wideGap = '16' }) => vars.space[$wideGap]};
    align-items: start;
  }
`;
