import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { Icon, type SiteIconName } from '../icons/Icon';
import { bareList } from './bare-list';

const List = styled.ul<{ $tone: 'primary' | 'success' }>`
  display: grid;
  gap: ${vars.space['3']};
  ${bareList}

  li {
    display: grid;
    grid-template-columns: 1.25rem minmax(0, 1fr);
    gap: ${vars.space['3']};
    align-items: start;
    font-size: ${vars.fontSize.base};
    line-height: ${vars.lineHeight.normal};
    color: ${vars.color.foreground};
  }

  svg {
    margin-top: 0.2rem;
    color: ${({ $tone }) => ($tone === 'success' ? vars.color.success : vars.color.primary)};
  }
`;

export interface CheckListProps {
  items: readonly string[];
  /** Colour of the ticks: brand indigo (default) or success green. */
  tone?: 'primary' | 'success';
  className?: string;
}

/** A bulleted list with check marks (features, modules, results). */
export function CheckList({ items, tone = 'primary', className }: CheckListProps) {
  return (
    <List $tone={tone} className={className}>
      <TickItems items={items} icon="check" size={18} />
    </List>
  );
}

export interface TickItemsProps {
  items: readonly string[];
  icon?: SiteIconName;
  size?: number;
}

/** The items of a ticked list, each its tick and its text; the list around them sets the look. */
export function TickItems({ items, icon = 'tick', size }: TickItemsProps) {
  return (
    <>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={size} />
          <span>{item}</span>
        </li>
      ))}
    </>
  );
}
