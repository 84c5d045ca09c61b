import { Badge, media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { OfficeRegion } from '../../content/offices';
import type { SectionHeading } from '../../content/pages/types';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { CardGrid } from '../../components/sections/CardGrid';
import { Icon } from '../../components/icons/Icon';

const Regions = styled.div`
  display: grid;
  gap: ${vars.space['12']};
`;

const Region = styled.section`
  display: grid;
  gap: ${vars.space['6']};

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
    gap: ${vars.space['12']};
  }
`;

const RegionIntro = styled.div`
  h3 {
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: -0.015em;
  }

  p {
    margin: ${vars.space['2']} 0 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Office = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  padding: ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};

  h4 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  svg {
    flex: none;
    color: ${vars.color.primary};
  }
`;

const Role = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.foreground};
`;

const Address = styled.address`
  font-style: normal;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
`;

export interface GlobalPresenceProps {
  section: SectionHeading & { id: string };
  regions: readonly OfficeRegion[];
}

/** /about: every office, grouped by region, headquarters marked. */
export function GlobalPresence({ section, regions }: GlobalPresenceProps) {
  const headingId = `${section.id}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId}>
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Regions>
        {regions.map((region) => (
          <Region key={region.id} aria-labelledby={`region-${region.id}`}>
            <RegionIntro>
              <h3 id={`region-${region.id}`}>{region.name}</h3>
              <p>{region.description}</p>
            </RegionIntro>
            <CardGrid $gap="4" $twoFrom="sm">
              {region.offices.map((office) => (
                <Office key={office.id}>
                  <h4>
                    <Icon name="map-pin" size={20} />
                    {office.city}
                    {office.isHeadquarters ? <Badge variant="default">HQ</Badge> : null}
                  </h4>
                  <Role>{office.role}</Role>
                  <Address>{office.address}</Address>
                </Office>
              ))}
            </CardGrid>
          </Region>
        ))}
      </Regions>
    </PageSection>
  );
}
