import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { UseCasePage } from './copy';
import { CheckList } from '../../components/sections/CheckList';
import { IconBadge } from '../../components/sections/FeatureGrid';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { Icon } from '../../components/icons/Icon';
import { bareList } from '../../components/sections/bare-list';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['8']} ${vars.space['6']};
  ${bareList}

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  h3 {
    margin: ${vars.space['4']} 0 ${vars.space['4']};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  li li {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
`;

/** Benefit categories (environmental, financial, ... or per audience) with their items. */
export function BenefitCategories({ page }: { page: UseCasePage }) {
  const section = page.sections.benefits;
  const headingId = `${section.id ?? 'benefits'}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId}>
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Grid>
        {page.benefitCategories.map((category, index) => (
          <li key={category.category}>
            <IconBadge>
              <Icon name={page.benefitIcons[index] ?? 'check-circle'} />
            </IconBadge>
            <h3>{category.category}</h3>
            <CheckList items={category.items} />
          </li>
        ))}
      </Grid>
    </PageSection>
  );
}
