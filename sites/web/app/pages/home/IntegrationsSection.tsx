import { Container, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { home } from './copy';
import { StatList } from './ExpertiseSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { HomeBand } from './HomeBand';
import { CardGrid } from '../../components/sections/CardGrid';
import { Icon } from '../../components/icons/Icon';

const Categories = styled(CardGrid)`
  li {
    padding: ${vars.space['6']};
    border-radius: ${vars.radius.xl};
    background: ${vars.color.background};
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.04);
  }

  svg {
    width: 1.75rem;
    height: 1.75rem;
    color: ${vars.color.primary};
  }

  h3 {
    margin: ${vars.space['3']} 0 ${vars.space['1']};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0 0 ${vars.space['3']};
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }

  p:last-child {
    margin: 0;
    color: ${vars.color.foreground};
  }
`;

const Facts = styled.div`
  dl {
    background: ${vars.color.background};
  }
`;

/** Integrations: ERP, CRM, workflow, AI and analytics platforms, and the platform facts. */
export function IntegrationsSection() {
  const copy = home.integrations;
  return (
    <HomeBand id={copy.section.id} aria-labelledby={`${copy.section.id}-heading`} $tone="muted">
      <Container>
        <SectionHeader size="lg" {...copy.section} />
        <Categories $gap="4" $twoFrom="sm" $columns={5}>
          {copy.categories.map((category) => (
            <li key={category.title}>
              <Icon name="plug" />
              <h3>{category.title}</h3>
              <p>{category.description}</p>
              <p>{category.examples.join(' · ')}</p>
            </li>
          ))}
        </Categories>
        <Facts>
          <StatList stats={copy.stats} label={copy.statsLabel} />
        </Facts>
      </Container>
    </HomeBand>
  );
}
