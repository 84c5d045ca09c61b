import { Badge, media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { USE_CASE_LABELS, type UseCasePage } from './copy';
import { CheckList } from '../../components/sections/CheckList';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { bareList } from '../../components/sections/bare-list';

const Stories = styled.ul`
  display: grid;
  gap: ${vars.space['6']};
  ${bareList}
`;

const Story = styled.li`
  padding: ${vars.space['8']} ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};

  ${media.md} {
    padding: ${vars.space['10']};
  }

  h3 {
    margin: ${vars.space['3']} 0 0;
    font-size: clamp(1.5rem, 1.3rem + 0.8vw, 2rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.02em;
  }

  > p {
    margin: ${vars.space['4']} 0 0;
    max-width: 48rem;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  margin-top: ${vars.space['8']};
  padding-top: ${vars.space['8']};
  border-top: 1px solid ${vars.color.border};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space['12']};
  }

  h4 {
    margin: 0 0 ${vars.space['4']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${vars.color.muted};
  }
`;

/** Success stories: industry, company, challenge, implementation and results. */
export function SuccessStories({ page }: { page: UseCasePage }) {
  const section = page.sections.successStories;
  const headingId = `${section.id ?? 'success-stories'}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId} tone="muted" size="md">
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Stories>
        {page.successStories.map((story) => (
          <Story key={story.company}>
            <Badge variant="outline">{story.industry}</Badge>
            <h3>{story.company}</h3>
            <p>
              <strong>{USE_CASE_LABELS.challenge}: </strong>
              {story.challenge}
            </p>
            <Columns>
              <div>
                <h4>{USE_CASE_LABELS.implementation}</h4>
                <CheckList items={story.implementation} />
              </div>
              <div>
                <h4>{USE_CASE_LABELS.results}</h4>
                <CheckList items={story.results} tone="success" />
              </div>
            </Columns>
          </Story>
        ))}
      </Stories>
    </PageSection>
  );
}
