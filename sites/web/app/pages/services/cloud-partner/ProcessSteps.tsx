import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { CloudPartnerServicePage } from '../copy';
import { PageSection } from '../../../components/sections/PageSection';
import { SectionHeader } from '../../../components/sections/SectionHeader';
import { bareList } from '../../../components/sections/bare-list';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  ${bareList}

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    position: relative;
    padding-top: ${vars.space['6']};
    border-top: 2px solid ${vars.color.primary};
  }

  h3 {
    margin: ${vars.space['3']} 0 ${vars.space['2']};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
  font-weight: ${vars.fontWeight.bold};
  font-size: ${vars.fontSize.sm};
`;

/** Cloud partner: the four-step integration process as an ordered list. */
export function ProcessSteps({ section }: { section: CloudPartnerServicePage['process'] }) {
  const headingId = `${section.id}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId}>
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Steps>
        {section.steps.map((step) => (
          <li key={step.step}>
            <Number aria-hidden="true">{step.step}</Number>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </Steps>
    </PageSection>
  );
}
