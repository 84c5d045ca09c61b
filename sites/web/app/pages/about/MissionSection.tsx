import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { AboutMission } from './copy';
import { PageSection } from '../../components/sections/PageSection';
import { SectionEyebrow, SectionTitle } from '../../components/sections/SectionHeader';
import { StatGrid } from '../../components/sections/StatGrid';
import { SplitLayout } from '../../components/sections/SplitLayout';

const Statement = styled.p`
  margin: ${vars.space['6']} 0 0;
  font-size: clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem);
  font-weight: ${vars.fontWeight.medium};
  line-height: 1.45;
  letter-spacing: -0.01em;
  color: ${vars.color.foreground};
  text-wrap: pretty;
`;

const Body = styled.div`
  p {
    margin: 0 0 ${vars.space['5']};
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Stats = styled(StatGrid)`
  margin-top: ${vars.space['12']};
`;

export interface MissionSectionProps {
  mission: AboutMission;
}

/** /about: mission heading and statement beside the explanation, then the headline figures. */
export function MissionSection({ mission }: MissionSectionProps) {
  const headingId = `${mission.id}-heading`;
  return (
    <PageSection id={mission.id} labelledBy={headingId}>
      <SplitLayout $ratio={[5, 6]} $wideGap="20">
        <div>
          {mission.eyebrow ? <SectionEyebrow>{mission.eyebrow}</SectionEyebrow> : null}
          <SectionTitle id={headingId}>{mission.heading}</SectionTitle>
          <Statement>{mission.statement}</Statement>
        </div>
        <Body>
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Body>
      </SplitLayout>
      <Stats stats={mission.stats} />
    </PageSection>
  );
}
