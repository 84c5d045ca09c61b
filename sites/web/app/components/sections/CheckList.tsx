import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';

const List = styled.ul<{ $tone: 'primary' | 'success' }>`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;

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
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
