import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { AboutTeamsLink } from './copy';
import { ButtonLink } from '../../components/sections/ButtonLink';
import { PageSection } from '../../components/sections/PageSection';
import { SectionEyebrow, SectionIntro, SectionTitle } from '../../components/sections/SectionHeader';

const Panel = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  align-items: center;
  padding: ${vars.space['10']} ${vars.space['6']};
  border-radius: 28px;
  background: ${vars.color.primarySubtle};

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    padding: ${vars.space['16']};
  }
`;

export interface LeadershipTeaserProps {
  content: AboutTeamsLink;
}

/** /about: a short introduction to the leadership team with a link to /teams. */
export function LeadershipTeaser({ content }: LeadershipTeaserProps) {
  const headingId = `${content.id ?? 'leadership'}-heading`;
  return (
    <PageSection id={content.id} labelledBy={headingId} spacing="sm">
      <Panel>
        <div>
          {content.eyebrow ? <SectionEyebrow>{content.eyebrow}</SectionEyebrow> : null}
          <SectionTitle id={headingId}>{content.heading}</SectionTitle>
          {content.intro ? <SectionIntro>{content.intro}</SectionIntro> : null}
        </div>
        <ButtonLink cta={content.cta} variant="apple" size="lg" />
      </Panel>
    </PageSection>
  );
}
