import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { Stat } from '../../content/pages/types';

// The column count is a class of its own (not an inline style: the page CSP forbids those).
const List = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['8']} ${vars.space['6']};
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(${(props) => props.$columns}, minmax(0, 1fr));
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space['1']};
  padding-top: ${vars.space['4']};
  border-top: 1px solid ${vars.color.border};
`;

const Value = styled.dd`
  margin: 0;
  font-size: clamp(2rem, 1.6rem + 1.6vw, 2.75rem);
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: -0.03em;
  line-height: 1.1;
  color: ${vars.color.foreground};
`;

const Label = styled.dt`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;

export interface StatGridProps {
  stats: readonly { value: string; label: string }[];
  /** Columns from 768 px (default: the number of stats, at most 4). */
  columns?: number;
  className?: string;
}

/** Headline figures: large value over a short label, as a description list. */
export function StatGrid({ stats, columns, className }: StatGridProps) {
  return (
    <List className={className} $columns={columns ?? Math.min(stats.length, 4)}>
      {stats.map((stat: Stat) => (
        <Item key={stat.label}>
          <Label>{stat.label}</Label>
          <Value>{stat.value}</Value>
        </Item>
      ))}
    </List>
  );
}
