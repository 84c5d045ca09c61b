import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { bareList } from './bare-list';

type Space = '4' | '5' | '6';
type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

export interface CardGridLayout {
  /** Gap between cards (default 6). */
  $gap?: Space;
  /** Where two columns start (default md). */
  $twoFrom?: Breakpoint;
  /** Gap from `$twoFrom` on, where it grows. */
  $twoGap?: Space;
  /** Columns from `$columnsFrom` (default 2: none added). */
  $columns?: 2 | 3 | 4 | 5;
  /** Where `$columns` start (default lg, 1024 px). */
  $columnsFrom?: Breakpoint;
  /** Gap from `$columnsFrom` on, where it grows. */
  $columnsGap?: Space;
}

/**
 * The list of cards every page lays out: one column on phones, two from `$twoFrom`,
 * `$columns` from `$columnsFrom`. Render it `as="ol"` where the order means something.
 */
export const CardGrid = styled.ul<CardGridLayout>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap = '6' }) => vars.space[$gap]};
  ${bareList}

  ${({ $twoFrom = 'md' }) => media[$twoFrom]} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${({ $twoGap }) => ($twoGap ? `gap: ${vars.space[$twoGap]};` : '')}
  }

  ${({ $columnsFrom = 'lg' }) => media[$columnsFrom]} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
    ${({ $columnsGap }) => ($columnsGap ? `gap: ${vars.space[$columnsGap]};` : '')}
  }
`;
