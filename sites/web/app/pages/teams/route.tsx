// /teams: three leaders and the three core values.
import { PageHero } from '@joognoo/site-kit';
import { CtaBand } from '../../components/sections/CtaBand';
import { FeatureGrid } from '../../components/sections/FeatureGrid';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { LeaderGrid } from './LeaderGrid';
import { pageCopy } from '../../content/page-copy';
import { CORE_VALUES, LEADERS, LEADERSHIP_CTA, LEADERSHIP_INTRO } from './copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.teams);

export default function TeamsPage() {
  const leadersHeadingId = `${LEADERSHIP_INTRO.id}-heading`;
  const valuesHeadingId = `${CORE_VALUES.id}-heading`;
  return (
    <>
      <PageHero eyebrow={pageCopy.teams.eyebrow} heading={pageCopy.teams.heading} intro={pageCopy.teams.intro} />
      <PageSection id={LEADERSHIP_INTRO.id} labelledBy={leadersHeadingId}>
        <SectionHeader
          headingId={leadersHeadingId}
          eyebrow={LEADERSHIP_INTRO.eyebrow}
          heading={LEADERSHIP_INTRO.heading}
          intro={LEADERSHIP_INTRO.intro}
        />
        <LeaderGrid leaders={LEADERS} />
      </PageSection>
      <PageSection id={CORE_VALUES.id} labelledBy={valuesHeadingId} tone="muted">
        <SectionHeader
          headingId={valuesHeadingId}
          eyebrow={CORE_VALUES.eyebrow}
          heading={CORE_VALUES.heading}
          intro={CORE_VALUES.intro}
        />
        <FeatureGrid items={CORE_VALUES.items} columns={3} />
      </PageSection>
      <CtaBand content={LEADERSHIP_CTA} />
    </>
  );
}
