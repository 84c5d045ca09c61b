import { EventFormats } from '../components/events/EventFormats';
import { EventsBrowser } from '../components/events/EventsBrowser';
import { EventsCalendar } from '../components/events/EventsCalendar';
import { FeaturedEvent } from '../components/events/FeaturedEvent';
import { PageHero, seo } from '@joognoo/site-kit';
import { CtaBand } from '../components/sections/CtaBand';
import { PageSection } from '../components/sections/PageSection';
import { SectionHeader } from '../components/sections/SectionHeader';
import { pageCopy } from '../content/page-copy';
import { EVENTS_CALENDAR, EVENTS_PAGE, EVENT_FORMATS_SECTION, FEATURED_EVENT, HOST_SPONSOR_CTA } from '../content/pages/events';
import type { Route } from './+types/events';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.events);

export default function EventsPage() {
  return (
    <>
      <PageHero eyebrow={pageCopy.events.eyebrow} heading={EVENTS_PAGE.hero.title} intro={EVENTS_PAGE.hero.subtitle} />
      {FEATURED_EVENT ? (
        <PageSection spacing="sm">
          <FeaturedEvent event={FEATURED_EVENT} />
        </PageSection>
      ) : null}
      <PageSection id="browse" labelledBy="browse-heading">
        <SectionHeader headingId="browse-heading" heading={EVENTS_PAGE.browseHeading} />
        <EventsBrowser />
      </PageSection>
      <PageSection id="calendar" labelledBy="calendar-heading" tone="muted">
        <SectionHeader headingId="calendar-heading" heading={EVENTS_CALENDAR.heading} intro={EVENTS_CALENDAR.intro} />
        <EventsCalendar />
      </PageSection>
      <PageSection id={EVENT_FORMATS_SECTION.id} labelledBy="formats-heading" size="md">
        <SectionHeader headingId="formats-heading" eyebrow={EVENT_FORMATS_SECTION.eyebrow} heading={EVENT_FORMATS_SECTION.heading} intro={EVENT_FORMATS_SECTION.intro} />
        <EventFormats />
      </PageSection>
      <CtaBand
        content={{ heading: HOST_SPONSOR_CTA.heading, text: HOST_SPONSOR_CTA.intro ?? '', primary: HOST_SPONSOR_CTA.primary, secondary: HOST_SPONSOR_CTA.secondary }}
      />
    </>
  );
}
