// /case-studies: the CaseStudyBrowser widget, server-rendered with
// both lists; search and filters live in the URL (?q=, ?useCase=, ?product=) so a filtered
// view can be shared.
import { CaseStudyBrowser, DEFAULT_FILTERS, parseFilters, type CaseStudyFilters } from '@joognoo/case-studies';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouterLink } from '../../components/content/RouterLink';
import { pageCopy } from '../../content/page-copy';
import { serverApi } from '@joognoo/site-kit/server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [caseStudies, featured] = await Promise.all([api.getCaseStudies(), api.getFeaturedCaseStudies()]);
  return { caseStudies, featured };
}

/**
 * A client-side navigation whose data request fails (the network, a 5xx) shows no error
 * page: the widget gets no lists and loads them itself, as on a partner page, with its
 * loading state, then the lists, or the toast 'Failed to load case studies. Please
 * try again later.' (and 'Failed to load featured case studies...') over an empty list.
 * The server render and hydration use the loader's data as before.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return null;
  }
}

// Filter changes are client state: the lists do not depend on them.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.caseStudies);

/** The query of a filter set: defaults are left out, so the plain page stays /case-studies. */
function toQuery(filters: CaseStudyFilters): string {
  const query = new URLSearchParams();
  if (filters.search !== DEFAULT_FILTERS.search) query.set('q', filters.search);
  if (filters.useCase !== DEFAULT_FILTERS.useCase) query.set('useCase', filters.useCase);
  if (filters.product !== DEFAULT_FILTERS.product) query.set('product', filters.product);
  return query.toString();
}

/** Typing in the search box writes the URL once it pauses; the selects write at once. */
const SEARCH_URL_DELAY_MS = 400;

const caseStudyHref = (slug: string) => `/case-studies/${encodeURIComponent(slug)}`;

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(
    () => parseFilters({ search: params.get('q'), useCase: params.get('useCase'), product: params.get('product') }),
    [params],
  );
  // The widget is controlled by local state (a controlled input must update synchronously);
  // the URL follows it, and a URL change from elsewhere (back/forward, a link) wins.
  const [filters, setFilters] = useState(fromUrl);
  const written = useRef(toQuery(fromUrl));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const query = toQuery(fromUrl);
    if (query === written.current) return;
    written.current = query;
    clearTimeout(timer.current);
    setFilters(fromUrl);
  }, [fromUrl]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const current = useRef(filters);
  current.current = filters;

  const onFiltersChange = useCallback(
    (next: CaseStudyFilters) => {
      const previous = current.current;
      current.current = next;
      setFilters(next);
      const write = () => {
        const query = toQuery(next);
        if (query === written.current) return;
        written.current = query;
        setParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
      };
      clearTimeout(timer.current);
      const onlySearch = previous.useCase === next.useCase && previous.product === next.product;
      if (onlySearch && next.search !== '') timer.current = setTimeout(write, SEARCH_URL_DELAY_MS);
      else write();
    },
    [setParams],
  );

  return (
    <CaseStudyBrowser
      initialData={loaderData ?? undefined}
      filters={filters}
      onFiltersChange={onFiltersChange}
      linkComponent={RouterLink}
      caseStudyHref={caseStudyHref}
    />
  );
}
