import { Container, media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { home, type HomeStat, type HomeTextItem } from './copy';
import type { ReactNode } from 'react';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { HomeBand } from './HomeBand';
import { CardGrid } from '../../components/sections/CardGrid';
import { Icon } from '../../components/icons/Icon';

const IndustryList = styled(CardGrid)`
  li {
    padding: ${vars.space['6']};
    border: 1px solid rgba(0, 0, 0, 0.06);
    border-radius: ${vars.radius.xl};
    background: ${vars.color.surface};
  }

  h3 {
    margin: 0 0 ${vars.space['2']};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: -0.01em;
  }

  p {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Split = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  margin-top: ${vars.space['20']};

  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    gap: ${vars.space['16']};
  }

  h3 {
    margin: 0;
    font-size: clamp(1.5rem, 1.2rem + 1vw, 2rem);
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.snug};
    letter-spacing: -0.02em;
    text-wrap: balance;
  }

  h3 + p {
    margin: ${vars.space['3']} 0 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const PointList = styled(CardGrid)`
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${vars.space['3']};
    align-items: start;
  }

  svg {
    grid-row: span 2;
    width: 1.5rem;
    height: 1.5rem;
    color: ${vars.color.primary};
  }

  strong {
    font-weight: ${vars.fontWeight.semibold};
  }

  span {
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['8']} ${vars.space['4']};
  margin: ${vars.space['20']} 0 0;
  padding: ${vars.space['10']} ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  text-align: center;

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    padding: ${vars.space['12']} ${vars.space['8']};
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${vars.space['1']};
  }

  dt {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }

  dd {
    margin: 0;
    font-size: clamp(1.625rem, 1.1rem + 2.2vw, 3rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.03em;
    line-height: 1.1;
    white-space: nowrap;
    color: ${vars.color.foreground};
    font-variant-numeric: tabular-nums;
  }
`;

function TextPoints({ items, icon }: { items: readonly HomeTextItem[]; icon: ReactNode }) {
  return (
    <PointList $twoFrom="sm">
      {items.map((item) => (
        <li key={item.title}>
          {icon}
          <strong>{item.title}</strong>
          <span>{item.description}</span>
        </li>
      ))}
    </PointList>
  );
}

/** Value-first stat list (`<dl>`: the label is the term, the figure its value). */
export function StatList({ stats, label }: { stats: readonly HomeStat[]; label: string }) {
  return (
    <Stats aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Stats>
  );
}

/** Industry expertise (six sectors), recognition, the four headline stats and security. */
export function ExpertiseSection() {
  const { section, industries, recognition, stats, statsLabel, security } = home.expertise;
  return (
    <HomeBand id={section.id} aria-labelledby={`${section.id}-heading`}>
      <Container>
        <SectionHeader size="lg" {...section} />
        <IndustryList $gap="4" $twoFrom="sm" $columns={3} $columnsGap="6">
          {industries.map((industry) => (
            <li key={industry.title}>
              <h3>{industry.title}</h3>
              <p>{industry.description}</p>
            </li>
          ))}
        </IndustryList>
        <Split>
          <div>
            <h3>{recognition.heading}</h3>
            <p>{recognition.intro}</p>
          </div>
          <TextPoints items={recognition.items} icon={<Icon name="spark" />} />
        </Split>
        <StatList stats={stats} label={statsLabel} />
        <Split>
          <div>
            <h3>{security.heading}</h3>
            <p>{security.intro}</p>
          </div>
          <TextPoints items={security.items} icon={<Icon name="shield-tick" />} />
        </Split>
      </Container>
    </HomeBand>
  );
}
