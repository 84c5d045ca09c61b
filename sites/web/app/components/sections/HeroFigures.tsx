import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { Stat } from '../../content/pages/types';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space['8']} ${vars.space['10']};
  margin: ${vars.space['12']} auto 0;
  padding: 0;
  max-width: 56rem;

  ${media.md} {
    gap: ${vars.space['16']};
    margin-top: ${vars.space['16']};
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${vars.space['1']};
  min-width: 7.5rem;
  max-width: 14rem;
`;

const Value = styled.dd`
  margin: 0;
  font-size: clamp(2rem, 1.5rem + 2vw, 3rem);
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: -0.03em;
  line-height: 1.05;
  background: linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;

  @media (forced-colors: active) {
    color: CanvasText;
    background: none;
  }
`;

const Label = styled.dt`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.muted};
  text-wrap: balance;
`;

export interface HeroFiguresProps {
  stats: readonly Stat[];
  className?: string;
}

/** Headline figures under a page hero: centred row of large gradient values with labels. */
export function HeroFigures({ stats, className }: HeroFiguresProps) {
  return (
    <List className={className}>
      {stats.map((stat) => (
        <Item key={stat.label}>
          <Label>{stat.label}</Label>
          <Value>{stat.value}</Value>
        </Item>
      ))}
    </List>
  );
}
