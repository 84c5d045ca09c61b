import type { Leader } from '@joognoo/schemas';
import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { LeaderCard } from './LeaderCard';

const Grid = styled.ul`
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
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface LeaderGridProps {
  leaders: readonly Leader[];
}

/** The leadership cards, one to three per row. */
export function LeaderGrid({ leaders }: LeaderGridProps) {
  return (
    <Grid>
      {leaders.map((leader) => (
        <li key={leader.id}>
          <LeaderCard leader={leader} />
        </li>
      ))}
    </Grid>
  );
}
