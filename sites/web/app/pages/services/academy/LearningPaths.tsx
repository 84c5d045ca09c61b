import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { AcademyServicePage } from '../copy';
import { ButtonLink } from '../../../components/sections/ButtonLink';
import { CheckList } from '../../../components/sections/CheckList';
import { IconBadge } from '../../../components/sections/FeatureGrid';
import { PageSection } from '../../../components/sections/PageSection';
import { SectionHeader } from '../../../components/sections/SectionHeader';
import { Icon } from '../../../components/icons/Icon';
import { bareList } from '../../../components/sections/bare-list';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  ${bareList}

  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const PathCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  padding: ${vars.space['8']} ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.background};
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

  > p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }

  h4 {
    margin: ${vars.space['2']} 0 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.foreground};
  }

  li {
    font-size: ${vars.fontSize.sm};
  }
`;

const Role = styled.p`
  margin: 0 0 ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.primary};
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding-block: ${vars.space['4']};
  border-block: 1px solid ${vars.color.border};

  dt {
    font-size: ${vars.fontSize.xs};
    color: ${vars.color.muted};
  }

  dd {
    margin: ${vars.space['1']} 0 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
  }
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${vars.space['4']};
`;

/** Academy: the three role-based learning paths with modules and an enrol button each. */
export function LearningPaths({ section }: { section: AcademyServicePage['learningPaths'] }) {
  const headingId = `${section.id}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId}>
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Grid>
        {section.items.map((path) => (
          <PathCard key={path.id} id={path.id}>
            <IconBadge>
              <Icon name={path.icon} />
            </IconBadge>
            <div>
              <Role>{path.role}</Role>
              <h3>{path.title}</h3>
            </div>
            <p>{path.description}</p>
            <Meta>
              <div>
                <dt>{section.labels.duration}</dt>
                <dd>{path.duration}</dd>
              </div>
              <div>
                <dt>{section.labels.level}</dt>
                <dd>{path.level}</dd>
              </div>
            </Meta>
            <h4>{section.labels.modules}</h4>
            <CheckList items={path.modules} />
            <Footer>
              <ButtonLink cta={section.cta} variant="apple-outline" size="default" />
            </Footer>
          </PathCard>
        ))}
      </Grid>
    </PageSection>
  );
}
