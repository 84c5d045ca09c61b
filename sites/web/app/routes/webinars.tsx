import { NewsletterForm } from '@joognoo/newsletter';
import { FeaturedWebinar } from '../components/events/FeaturedWebinar';
import { TopicList } from '../components/events/TopicList';
import { WebinarsBrowser } from '../components/events/WebinarsBrowser';
import { PageHero, seo } from '@joognoo/site-kit';
import { CtaBand } from '../components/sections/CtaBand';
import { PageSection } from '../components/sections/PageSection';
import { SectionHeader } from '../components/sections/SectionHeader';
import { pageCopy } from '../content/page-copy';
import {
  CUSTOM_WEBINAR_CTA,
  FEATURED_WEBINAR,
  WEBINARS_PAGE,
  WEBINAR_SUBSCRIBE,
  WEBINAR_TOPICS_SECTION,
} from '../content/pages/webinars';
import type { Route } from './+types/webinars';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.webinars);

const topics = WEBINAR_TOPICS_SECTION;

export default function WebinarsPage() {
  return (
    <>
      <PageHero eyebrow={pageCopy.webinars.eyebrow} heading={WEBINARS_PAGE.hero.title} intro={WEBINARS_PAGE.hero.subtitle} />
      {FEATURED_WEBINAR ? (
        <PageSection spacing="sm">
          <FeaturedWebinar webinar={FEATURED_WEBINAR} />
        </PageSection>
      ) : null}
      <PageSection id="browse" labelledBy="browse-heading">
        <SectionHeader headingId="browse-heading" heading={WEBINARS_PAGE.browseHeading} />
        <WebinarsBrowser />
      </PageSection>
      <PageSection id={topics.id} labelledBy={`${topics.id}-heading`} tone="muted">
        <SectionHeader headingId={`${topics.id}-heading`} eyebrow={topics.eyebrow} heading={topics.heading} intro={topics.intro} />
        <TopicList items={topics.items} />
      </PageSection>
      <PageSection id="subscribe" size="sm" spacing="md">
        <NewsletterForm source="webinars" title={WEBINAR_SUBSCRIBE.heading} description={WEBINAR_SUBSCRIBE.text} />
      </PageSection>
      <CtaBand content={{ heading: CUSTOM_WEBINAR_CTA.heading, text: CUSTOM_WEBINAR_CTA.intro ?? '', primary: CUSTOM_WEBINAR_CTA.cta }} />
    </>
  );
}
