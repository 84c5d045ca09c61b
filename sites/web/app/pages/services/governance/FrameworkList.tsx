import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { GovernanceServicePage } from '../copy';
import { PageSection } from '../../../components/sections/PageSection';
import { SectionHeader } from '../../../components/sections/SectionHeader';
import { bareList } from '../../../components/sections/bare-list';

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  ${bareList}

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    padding: ${vars.space['6']};
    border-radius: ${vars.radius.xl};
    background: ${vars.color.background};
    border: 1px solid ${vars.color.border};
  }

  h3 {
    margin: 0 0 ${vars.space['2']};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: -0.01em;
  }

  p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

/** Governance: the regulations and standards the service maps controls to. */
export function FrameworkList({ section }: { section: GovernanceServicePage['frameworks'] }) {
  const headingId = `${section.id}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId} tone="muted" size="md">
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <List>
        {section.items.map((framework) => (
          <li key={framework.name}>
            <h3>{framework.name}</h3>
            <p>{framework.description}</p>
          </li>
        ))}
      </List>
    </PageSection>
  );
}
