import { Tabs, TabsContent, TabsList, TabsTrigger, vars } from '@joognoo/ui';
import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SelectOption } from '../../content/pages/types';
import { CardGrid } from '../sections/CardGrid';
import { cardColumns } from './cards';
import { EmptyState } from './EmptyState';
import { FilterBar } from './FilterBar';
import { hasFilters } from './filters';

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

export interface ListingSearchCopy {
  label: string;
  placeholder: string;
  clearLabel: string;
  empty: { heading: string; text: string };
  resultCount: (shown: number, total: number) => string;
}

export interface ListingTab<Item> {
  value: string;
  label: string;
  items: readonly Item[];
}

export interface ListingSelect<Filters> {
  /** The filter key the select sets (also the id of its field). */
  id: Exclude<keyof Filters, 'query'> & string;
  label: string;
  options: readonly SelectOption[];
}

export interface ListingBrowserProps<Item extends { id: string }, Filters extends { query: string }> {
  idPrefix: string;
  search: ListingSearchCopy;
  tabsLabel: string;
  tabs: readonly ListingTab<Item>[];
  selects: readonly ListingSelect<Filters>[];
  noFilters: Filters;
  filter: (items: readonly Item[], filters: Filters) => Item[];
  /** Count of every item, for the "n of total" summary. */
  total: number;
  renderCard: (item: Item) => ReactNode;
}

/** Search and select filters over tabs of cards (the webinars and the events pages). */
export function ListingBrowser<Item extends { id: string }, Filters extends { query: string }>({
  idPrefix,
  search,
  tabsLabel,
  tabs,
  selects,
  noFilters,
  filter,
  total,
  renderCard,
}: ListingBrowserProps<Item, Filters>) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const shown = useMemo(() => tabs.map((tab) => filter(tab.items, filters)), [tabs, filter, filters]);
  const clear = () => setFilters(noFilters);

  const list = (items: readonly Item[]) =>
    items.length > 0 ? (
      <CardGrid $columns={cardColumns(items.length)}>
        {items.map((item) => (
          <li key={item.id}>{renderCard(item)}</li>
        ))}
      </CardGrid>
    ) : (
      <EmptyState heading={search.empty.heading} text={search.empty.text} clearLabel={search.clearLabel} onClear={clear} />
    );

  return (
    <>
      <FilterBar
        idPrefix={idPrefix}
        searchLabel={search.label}
        placeholder={search.placeholder}
        query={filters.query}
        onQueryChange={(query) => setFilters((current) => ({ ...current, query }))}
        selects={selects.map((select) => ({
          id: select.id,
          label: select.label,
          options: select.options,
          value: String(filters[select.id]),
          onChange: (value: string) => setFilters((current) => ({ ...current, [select.id]: value })),
        }))}
        summary={search.resultCount(
          shown.reduce((sum, items) => sum + items.length, 0),
          total,
        )}
        onClear={hasFilters(filters) ? clear : undefined}
        clearLabel={search.clearLabel}
      />
      <Tabs defaultValue={tabs[0]?.value}>
        <ListRow>
          <TabsList aria-label={tabsLabel}>
            {tabs.map((tab, index) => (
              <TabsTrigger key={tab.value} value={tab.value}>{`${tab.label} (${shown[index]?.length ?? 0})`}</TabsTrigger>
            ))}
          </TabsList>
        </ListRow>
        {tabs.map((tab, index) => (
          <TabsContent key={tab.value} value={tab.value}>
            {list(shown[index] ?? [])}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
