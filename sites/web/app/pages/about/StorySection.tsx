import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { AboutStory } from './copy';
import { PageSection } from '../../components/sections/PageSection';
import { SectionEyebrow, SectionTitle } from '../../components/sections/SectionHeader';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space['12']};

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${vars.space['20']};
  }
`;

const Paragraphs = styled.div`
  p {
    margin: ${vars.space['5']} 0 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Founded = styled.p`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space['3']};
  margin: ${vars.space['8']} 0 0;
  padding: ${vars.space['3']} ${vars.space['5']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  strong {
    font-size: ${vars.fontSize['2xl']};
    letter-spacing: -0.02em;
    color: ${vars.color.foreground};
  }
`;

const Timeline = styled.ol`
  position: relative;
  margin: 0;
  padding: 0 0 0 ${vars.space['8']};
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    inset-block: 8px;
    left: 7px;
    width: 2px;
    border-radius: 2px;
    background: linear-gradient(${vars.color.primary}, ${vars.color.border});
  }
`;

const Entry = styled.li`
  position: relative;
  padding-bottom: ${vars.space['8']};

  &:last-child {
    padding-bottom: 0;
  }

  &::before {
    content: '';
    position: absolute;
    top: 6px;
    left: calc(-1 * ${vars.space['8']});
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${vars.color.background};
    border: 3px solid ${vars.color.primary};
  }

  h3 {
    margin: ${vars.space['1']} 0 ${vars.space['2']};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    line-height: ${vars.lineHeight.snug};
  }

  p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Period = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.primary};
`;

export interface StorySectionProps {
  story: AboutStory;
}

/** /about: the founding story (founded in {year}) and a timeline of milestones. */
export function StorySection({ story }: StorySectionProps) {
  const headingId = `${story.id}-heading`;
  return (
    <PageSection id={story.id} labelledBy={headingId} tone="muted">
      <Layout>
        <div>
          {story.eyebrow ? <SectionEyebrow>{story.eyebrow}</SectionEyebrow> : null}
          <SectionTitle id={headingId}>{story.heading}</SectionTitle>
          <Paragraphs>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Paragraphs>
          <Founded>
            Founded <strong>{story.foundedYear}</strong>
          </Founded>
        </div>
        <Timeline aria-label="Milestones">
          {story.timeline.map((entry) => (
            <Entry key={entry.title}>
              <Period>{entry.period}</Period>
              <h3>{entry.title}</h3>
              <p>{entry.description}</p>
            </Entry>
          ))}
        </Timeline>
      </Layout>
    </PageSection>
  );
}
