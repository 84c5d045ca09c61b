import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';

/**
 * The list of cards every page lays out: one column on phones, two from `md`, `$columns`
 * from `lg` (two by default). Render it `as="ol"` where the order means something.
 */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
`;
