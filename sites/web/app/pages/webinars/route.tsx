import { NewsletterForm } from '@joognoo/newsletter';
import { FeaturedWebinar } from './FeaturedWebinar';
import { TopicList } from './TopicList';
import { ListingBrowser } from '../../components/events/ListingBrowser';
import { filterWebinars, NO_WEBINAR_FILTERS } from '../../components/events/filters';
import { WebinarCard } from './WebinarCard';
import { PageHero } from '@joognoo/site-kit';
import { CtaBand } from '../../components/sections/CtaBand';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { pageCopy } from '../../content/page-copy';
import {
  CUSTOM_WEBINAR_CTA,
  FEATURED_WEBINAR,
  RECORDED_WEBINARS,
  UPCOMING_WEBINARS,
  WEBINARS,
  WEBINARS_PAGE,
  WEBINAR_INDUSTRY_OPTIONS,
  WEBINAR_TOPIC_OPTIONS,
  WEBINAR_SUBSCRIBE,
  WEBINAR_TOPICS_SECTION,
} from './copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.webinars);

const topics = WEBINAR_TOPICS_SECTION;
const { search, tabs } = WEBINARS_PAGE;
const WEBINAR_TABS = [
  { value: 'upcoming', label: tabs.upcoming, items: UPCOMING_WEBINARS },
  { value: 'recorded', label: tabs.recorded, items: RECORDED_WEBINARS },
];
const WEBINAR_SELECTS = [
  { id: 'topic', label: search.topicLabel, options: WEBINAR_TOPIC_OPTIONS },
  { id: 'industry', label: search.industryLabel, options: WEBINAR_INDUSTRY_OPTIONS },
] as const;

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
        <ListingBrowser
          idPrefix="webinars"
          search={search}
          tabsLabel={tabs.label}
          tabs={WEBINAR_TABS}
          selects={WEBINAR_SELECTS}
          noFilters={NO_WEBINAR_FILTERS}
          filter={filterWebinars}
          total={WEBINARS.length}
          renderCard={(webinar) => <WebinarCard webinar={webinar} />}
        />
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
