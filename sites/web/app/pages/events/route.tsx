import { EventFormats } from './EventFormats';
import { ListingBrowser } from '../../components/events/ListingBrowser';
import { filterEvents, NO_EVENT_FILTERS } from '../../components/events/filters';
import { EventCard } from './EventCard';
import { EventsCalendar } from './EventsCalendar';
import { FeaturedEvent } from './FeaturedEvent';
import { PageHero } from '@joognoo/site-kit';
import { CtaBand } from '../../components/sections/CtaBand';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { pageCopy } from '../../content/page-copy';
import {
  EVENTS,
  EVENTS_CALENDAR,
  EVENTS_PAGE,
  EVENT_FORMATS_SECTION,
  EVENT_LOCATION_OPTIONS,
  EVENT_TYPE_OPTIONS,
  FEATURED_EVENT,
  HOST_SPONSOR_CTA,
  PAST_EVENTS,
  UPCOMING_EVENTS,
} from './copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.events);

const { search, tabs } = EVENTS_PAGE;
const EVENT_TABS = [
  { value: 'upcoming', label: tabs.upcoming, items: UPCOMING_EVENTS },
  { value: 'past', label: tabs.past, items: PAST_EVENTS },
];
const EVENT_SELECTS = [
  { id: 'type', label: search.typeLabel, options: EVENT_TYPE_OPTIONS },
  { id: 'location', label: search.locationLabel, options: EVENT_LOCATION_OPTIONS },
] as const;

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
        <ListingBrowser
          idPrefix="events"
          search={search}
          tabsLabel={tabs.label}
          tabs={EVENT_TABS}
          selects={EVENT_SELECTS}
          noFilters={NO_EVENT_FILTERS}
          filter={filterEvents}
          total={EVENTS.length}
          renderCard={(event) => <EventCard event={event} />}
        />
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
