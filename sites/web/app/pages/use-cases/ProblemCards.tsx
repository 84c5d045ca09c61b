import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { USE_CASE_LABELS, type UseCasePage } from './copy';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { CardGrid } from '../../components/sections/CardGrid';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  padding: ${vars.space['8']} ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  box-shadow: ${vars.shadow.sm};

  ${media.md} {
    padding: ${vars.space['8']};
  }

  h3 {
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: -0.02em;
  }

  dl {
    display: grid;
    gap: ${vars.space['4']};
    margin: 0;
  }

  dt {
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${vars.color.muted};
  }

  dd {
    margin: ${vars.space['1']} 0 0;
    line-height: ${vars.lineHeight.relaxed};
  }
`;

const Impact = styled.div`
  margin-top: auto;
  padding: ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.successSubtle};

  dt {
    color: ${vars.color.success};
  }

  dd {
    font-weight: ${vars.fontWeight.semibold};
    color: #14532d;
  }
`;

/** The four problem / solution / impact cards of a use-case page. */
export function ProblemCards({ page }: { page: UseCasePage }) {
  const section = page.sections.problems;
  const headingId = `${section.id ?? 'challenges'}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId}>
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <CardGrid>
        {page.problems.map((item) => (
          <Card key={item.title}>
            <h3>{item.title}</h3>
            <dl>
              <div>
                <dt>{USE_CASE_LABELS.problem}</dt>
                <dd>{item.problem}</dd>
              </div>
              <div>
                <dt>{USE_CASE_LABELS.solution}</dt>
                <dd>{item.solution}</dd>
              </div>
              <Impact>
                <dt>{USE_CASE_LABELS.impact}</dt>
                <dd>{item.impact}</dd>
              </Impact>
            </dl>
          </Card>
        ))}
      </CardGrid>
    </PageSection>
  );
}
