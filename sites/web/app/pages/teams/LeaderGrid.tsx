import type { Leader } from '@joognoo/schemas';
import { LeaderCard } from './LeaderCard';
import { CardGrid } from '../../components/sections/CardGrid';


export interface LeaderGridProps {
  leaders: readonly Leader[];
}

/** The leadership cards, one to three per row. */
export function LeaderGrid({ leaders }: LeaderGridProps) {
  return (
    <CardGrid $columns={3}>
      {leaders.map((leader) => (
        <li key={leader.id}>
          <LeaderCard leader={leader} />
        </li>
      ))}
    </CardGrid>
  );
}
