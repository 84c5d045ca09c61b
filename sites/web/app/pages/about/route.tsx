// /about: hero, mission, story, global presence, values, leadership,
// calls to action and the in-page contact form (#contact-form).
import { PageHero } from '@joognoo/site-kit';
import { AboutContactSection } from './AboutContactSection';
import { GlobalPresence } from './GlobalPresence';
import { LeadershipTeaser } from './LeadershipTeaser';
import { MissionSection } from './MissionSection';
import { StorySection } from './StorySection';
import { ButtonLink } from '../../components/sections/ButtonLink';
import { CtaBand } from '../../components/sections/CtaBand';
import { FeatureGrid } from '../../components/sections/FeatureGrid';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { pageCopy } from '../../content/page-copy';
import { GLOBAL_PRESENCE_SECTION, OFFICE_REGIONS } from '../../content/offices';
import { ABOUT_CONTACT_FORM_SECTION, ABOUT_CTA, ABOUT_HERO, ABOUT_MISSION, ABOUT_STORY, ABOUT_TEAMS_LINK, ABOUT_VALUES, ABOUT_CONTACT_DETAILS } from './copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.about);

export default function AboutPage() {
  const valuesHeadingId = `${ABOUT_VALUES.id}-heading`;
  return (
    <>
      <PageHero
        eyebrow={ABOUT_HERO.eyebrow}
        heading={ABOUT_HERO.title}
        intro={ABOUT_HERO.subtitle}
        actions={
          <>
            <ButtonLink cta={ABOUT_HERO.primaryCta} variant="apple" />
            <ButtonLink cta={ABOUT_HERO.secondaryCta} variant="apple-secondary" />
          </>
        }
      />
      <MissionSection mission={ABOUT_MISSION} />
      <StorySection story={ABOUT_STORY} />
      <GlobalPresence section={GLOBAL_PRESENCE_SECTION} regions={OFFICE_REGIONS} />
      <PageSection id={ABOUT_VALUES.id} labelledBy={valuesHeadingId} tone="muted">
        <SectionHeader
          headingId={valuesHeadingId}
          eyebrow={ABOUT_VALUES.eyebrow}
          heading={ABOUT_VALUES.heading}
          intro={ABOUT_VALUES.intro}
        />
        <FeatureGrid items={ABOUT_VALUES.items} columns={3} />
      </PageSection>
      <LeadershipTeaser content={ABOUT_TEAMS_LINK} />
      <CtaBand content={ABOUT_CTA} />
      <AboutContactSection section={ABOUT_CONTACT_FORM_SECTION} contacts={ABOUT_CONTACT_DETAILS} />
    </>
  );
}
