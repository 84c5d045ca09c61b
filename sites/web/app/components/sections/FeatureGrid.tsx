import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { FeatureItem } from '../../content/pages/types';
import { CardGrid } from './CardGrid';
import { Icon } from '../icons/Icon';

const Item = styled.li<{ $surface: 'card' | 'plain' }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  padding: ${({ $surface }) => ($surface === 'card' ? vars.space['8'] : '0')};
  border-radius: ${vars.radius.xl};
  background: ${({ $surface }) => ($surface === 'card' ? vars.color.background : 'transparent')};
  border: ${({ $surface }) => ($surface === 'card' ? `1px solid ${vars.color.border}` : 'none')};
  box-shadow: ${({ $surface }) => ($surface === 'card' ? vars.shadow.sm : 'none')};
`;

export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
`;

const Title = styled.h3`
  margin: ${vars.space['2']} 0 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  letter-spacing: -0.01em;
`;

const Description = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
`;

export interface FeatureGridProps {
  items: readonly FeatureItem[];
  /** Columns from 1024 px (one column on phones, two from 768 px). Default 3. */
  columns?: 2 | 3 | 4;
  /** `card` (default): bordered white cards; `plain`: icon and text only. */
  surface?: 'card' | 'plain';
  /** Level of each item's title, default 3. */
  itemHeadingLevel?: 3 | 4;
  className?: string;
}

/** A responsive grid of icon + title + description items (features, benefits, values). */
export function FeatureGrid({ items, columns = 3, surface = 'card', itemHeadingLevel = 3, className }: FeatureGridProps) {
  return (
    <CardGrid $columns={columns} className={className}>
      {items.map((item) => (
        <Item key={item.title} $surface={surface}>
          <IconBadge>
            <Icon name={item.icon} />
          </IconBadge>
          <Title as={itemHeadingLevel === 4 ? 'h4' : 'h3'}>{item.title}</Title>
          <Description>{item.description}</Description>
        </Item>
      ))}
    </CardGrid>
  );
}
