import { Tabs, TabsContent, TabsList, TabsTrigger, vars } from '@joognoo/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  RECORDED_WEBINARS,
  UPCOMING_WEBINARS,
  WEBINARS,
  WEBINARS_PAGE,
  WEBINAR_INDUSTRY_OPTIONS,
  WEBINAR_TOPIC_OPTIONS,
  type WebinarItem,
} from '../../pages/webinars/copy';
import { CardGrid } from './cards';
import { EmptyState } from './EmptyState';
import { FilterBar } from './FilterBar';
import { filterWebinars, hasFilters, NO_WEBINAR_FILTERS, type WebinarFilters } from './filters';
import { WebinarCard } from '../../pages/webinars/WebinarCard';

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

const { search, tabs } = WEBINARS_PAGE;

/** Search, topic and industry filters over the Upcoming / Recorded webinar tabs. */
export function WebinarsBrowser() {
  const [filters, setFilters] = useState<WebinarFilters>(NO_WEBINAR_FILTERS);
  const upcoming = useMemo(() => filterWebinars(UPCOMING_WEBINARS, filters), [filters]);
  const recorded = useMemo(() => filterWebinars(RECORDED_WEBINARS, filters), [filters]);
  const filtered = hasFilters(filters);
  const clear = () => setFilters(NO_WEBINAR_FILTERS);

  const list = (items: readonly WebinarItem[]) =>
    items.length > 0 ? (
      <CardGrid $count={items.length}>
        {items.map((webinar) => (
          <li key={webinar.id}>
            <WebinarCard webinar={webinar} />
          </li>
        ))}
      </CardGrid>
    ) : (
      <EmptyState heading={search.empty.heading} text={search.empty.text} clearLabel={search.clearLabel} onClear={clear} />
    );

  return (
    <>
      <FilterBar
        idPrefix="webinars"
        searchLabel={search.label}
        placeholder={search.placeholder}
        query={filters.query}
        onQueryChange={(query) => setFilters((current) => ({ ...current, query }))}
        selects={[
          {
            id: 'topic',
            label: search.topicLabel,
            options: WEBINAR_TOPIC_OPTIONS,
            value: filters.topic,
            onChange: (topic) => setFilters((current) => ({ ...current, topic })),
          },
          {
            id: 'industry',
            label: search.industryLabel,
            options: WEBINAR_INDUSTRY_OPTIONS,
            value: filters.industry,
            onChange: (industry) => setFilters((current) => ({ ...current, industry })),
          },
        ]}
        summary={search.resultCount(upcoming.length + recorded.length, WEBINARS.length)}
        onClear={filtered ? clear : undefined}
        clearLabel={search.clearLabel}
      />
      <Tabs defaultValue="upcoming">
        <ListRow>
          <TabsList aria-label={tabs.label}>
            <TabsTrigger value="upcoming">{`${tabs.upcoming} (${upcoming.length})`}</TabsTrigger>
            <TabsTrigger value="recorded">{`${tabs.recorded} (${recorded.length})`}</TabsTrigger>
          </TabsList>
        </ListRow>
        <TabsContent value="upcoming">{list(upcoming)}</TabsContent>
        <TabsContent value="recorded">{list(recorded)}</TabsContent>
      </Tabs>
    </>
  );
}
