import { Tabs, TabsContent, TabsList, TabsTrigger, vars } from '@joognoo/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  DOCS_ANCHOR_TABS,
  DOCS_DEFAULT_TAB,
  DOCS_TABS,
  DOCS_TABS_LABEL,
  docsTabFromParam,
  type DocsTabId,
} from './copy';
import { scrollToAnchor } from '../../hooks/use-scroll-on-navigate';
import { PageSection } from '../../components/sections/PageSection';
import { ApiReferencePanel } from './ApiReferencePanel';
import { ExamplesPanel } from './ExamplesPanel';
import { GuidesPanel } from './GuidesPanel';
import { OverviewPanel } from './OverviewPanel';

const ListRow = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${vars.space['12']};
`;

/** Writes the tab (and an optional anchor) into the address bar without a router navigation. */
function replaceUrl(tab: DocsTabId, anchor: string | undefined): void {
  const url = new URL(window.location.href);
  if (tab === DOCS_DEFAULT_TAB) url.searchParams.delete('tab');
  else url.searchParams.set('tab', tab);
  url.hash = anchor ? `#${anchor}` : '';
  // Keep React Router's history state; a router navigation would scroll to the top.
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The documentation tabs (Overview, Guides, API Reference, Examples). The selected tab
 * lives in the URL (`?tab=guides`), so links can target it and the server renders it;
 * links to a section in another tab switch to that tab, then scroll to the section.
 */
export function DocsBrowser() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const paramTab = searchParams.get('tab');
  const [tab, setTab] = useState<DocsTabId>(() => docsTabFromParam(paramTab));
  const [scrollTarget, setScrollTarget] = useState<{ id: string } | null>(null);

  // A router navigation to this page (another ?tab= or a #section) selects the matching tab.
  useEffect(() => {
    const hashId = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    const hashTab = DOCS_ANCHOR_TABS[hashId];
    const next = paramTab === null && hashTab ? hashTab : docsTabFromParam(paramTab);
    setTab(next);
    if (hashTab === next && hashId) setScrollTarget({ id: hashId });
  }, [paramTab, location.hash, location.key]);

  // After the tab holding the target is shown, scroll to it (80 px header offset) and move focus.
  useEffect(() => {
    if (!scrollTarget) return;
    const frame = requestAnimationFrame(() => {
      if (scrollToAnchor(scrollTarget.id)) document.getElementById(scrollTarget.id)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollTarget]);

  const selectTab = useCallback((value: string) => {
    const next = docsTabFromParam(value);
    setTab(next);
    replaceUrl(next, undefined);
  }, []);

  const navigate = useCallback((target: DocsTabId, anchor: string) => {
    setTab(target);
    setScrollTarget({ id: anchor });
    replaceUrl(target, anchor);
  }, []);

  return (
    <PageSection spacing="sm">
      <Tabs value={tab} onValueChange={selectTab}>
        <ListRow>
          <TabsList aria-label={DOCS_TABS_LABEL}>
            {DOCS_TABS.map((item) => (
              <TabsTrigger key={item.id} value={item.id}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </ListRow>
        <TabsContent value="overview">
          <OverviewPanel onNavigate={navigate} />
        </TabsContent>
        <TabsContent value="guides">
          <GuidesPanel onNavigate={navigate} />
        </TabsContent>
        <TabsContent value="api-reference">
          <ApiReferencePanel onNavigate={navigate} />
        </TabsContent>
        <TabsContent value="examples">
          <ExamplesPanel heading={DOCS_TABS.find((item) => item.id === 'examples')!.label} />
        </TabsContent>
      </Tabs>
    </PageSection>
  );
}
