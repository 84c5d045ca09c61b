import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { ManagedServicesPage } from '../copy';
import { CheckList } from '../../../components/sections/CheckList';
import { PageSection } from '../../../components/sections/PageSection';
import { SectionHeader } from '../../../components/sections/SectionHeader';
import { StatGrid } from '../../../components/sections/StatGrid';

const Included = styled.div`
  margin-top: ${vars.space['12']};
  padding: ${vars.space['8']} ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};

  ${media.md} {
    padding: ${vars.space['10']};
  }

  h3 {
    margin: 0 0 ${vars.space['6']};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  ul {
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: ${vars.space['8']};
    }
  }
`;

/** Managed services: contractual commitments and what every agreement includes. */
export function ServiceLevels({ section }: { section: ManagedServicesPage['serviceLevels'] }) {
  const headingId = `${section.id}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId} tone="muted">
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <StatGrid stats={section.commitments} />
      <Included>
        <h3>{section.includedHeading}</h3>
        <CheckList items={section.included} />
      </Included>
    </PageSection>
  );
}
