import { Tabs, TabsContent, TabsList, TabsTrigger, vars } from '@joognoo/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  EVENTS,
  EVENTS_PAGE,
  EVENT_LOCATION_OPTIONS,
  EVENT_TYPE_OPTIONS,
  PAST_EVENTS,
  UPCOMING_EVENTS,
  type EventItem,
} from '../../pages/events/copy';
import { CardGrid } from './cards';
import { EmptyState } from './EmptyState';
import { EventCard } from '../../pages/events/EventCard';
import { FilterBar } from './FilterBar';
import { filterEvents, hasFilters, NO_EVENT_FILTERS, type EventFilters } from './filters';

const ListRow = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${vars.space['8']};

  /* Phones: the two tabs share the width and may wrap instead of scrolling sideways. */
  @media (max-width: 639px) {
    [role='tablist'] {
      display: flex;
      width: 100%;
    }

    [role='tab'] {
      flex: 1 1 0;
      padding-inline: ${vars.space['3']};
      white-space: normal;
      line-height: 1.25;
      text-align: center;
    }
  }
`;

const { search, tabs } = EVENTS_PAGE;

/** Search, type and location filters over the Upcoming / Past event tabs. */
export function EventsBrowser() {
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const upcoming = useMemo(() => filterEvents(UPCOMING_EVENTS, filters), [filters]);
  const past = useMemo(() => filterEvents(PAST_EVENTS, filters), [filters]);
  const clear = () => setFilters(NO_EVENT_FILTERS);

  const list = (items: readonly EventItem[]) =>
    items.length > 0 ? (
      <CardGrid $count={items.length}>
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </CardGrid>
    ) : (
      <EmptyState heading={search.empty.heading} text={search.empty.text} clearLabel={search.clearLabel} onClear={clear} />
    );

  return (
    <>
      <FilterBar
        idPrefix="events"
        searchLabel={search.label}
        placeholder={search.placeholder}
        query={filters.query}
        onQueryChange={(query) => setFilters((current) => ({ ...current, query }))}
        selects={[
          {
            id: 'type',
            label: search.typeLabel,
            options: EVENT_TYPE_OPTIONS,
            value: filters.type,
            onChange: (type) => setFilters((current) => ({ ...current, type })),
          },
          {
            id: 'location',
            label: search.locationLabel,
            options: EVENT_LOCATION_OPTIONS,
            value: filters.location,
            onChange: (location) => setFilters((current) => ({ ...current, location })),
          },
        ]}
        summary={search.resultCount(upcoming.length + past.length, EVENTS.length)}
        onClear={hasFilters(filters) ? clear : undefined}
        clearLabel={search.clearLabel}
      />
      <Tabs defaultValue="upcoming">
        <ListRow>
          <TabsList aria-label={tabs.label}>
            <TabsTrigger value="upcoming">{`${tabs.upcoming} (${upcoming.length})`}</TabsTrigger>
            <TabsTrigger value="past">{`${tabs.past} (${past.length})`}</TabsTrigger>
          </TabsList>
        </ListRow>
        <TabsContent value="upcoming">{list(upcoming)}</TabsContent>
        <TabsContent value="past">{list(past)}</TabsContent>
      </Tabs>
    </>
  );
}
