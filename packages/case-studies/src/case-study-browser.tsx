import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { BRAND, type CaseStudy } from '@joognoo/schemas';
import { headingTag, toHeadingLevel, useToast, type HeadingLevel } from '@joognoo/ui';
import {
  DefaultLink,
  EnsureToasts,
  WidgetLocale,
  toErrorDetail,
  useLatest,
  useLoad,
  type LinkComponent,
  type WidgetErrorDetail,
  type WidgetLocaleProps,
} from '@joognoo/widget-kit';
import { FilterBar, GetStarted, MoreUseCases, Results, UseCaseCards } from './browser-sections';
import { CASE_STUDIES_CATALOG } from './catalog';
import { useCaseStudiesClient, type CaseStudiesClient } from './client';
import {
  DEFAULT_FILTERS,
  filterCaseStudies,
  matchesProduct,
  matchesSearch,
  matchesUseCase,
  pickFeatured,
  withoutFeatured,
  type CaseStudyFilters,
  type UseCase,
} from './filters';
import { useCaseStudiesLanguage } from './language';
import { Lead, Page, PageTitle } from './styles';

export interface CaseStudyBrowserData {
  /** GET /api/case-studies */
  caseStudies: CaseStudy[];
  /** GET /api/case-studies/featured (the first is the featured one). */
  featured: CaseStudy[];
}

export interface CaseStudyBrowserProps extends WidgetLocaleProps {
  /** Server-rendered data: with it the page renders at once. */
  initialData?: CaseStudyBrowserData;
  /** API client (from `@joognoo/api-client`); else one is made for `apiBase`. */
  client?: CaseStudiesClient;
  /** API origin for embeds; also resolves image paths. Default: same origin. */
  apiBase?: string;
  /** Controlled filters (e.g. kept in the URL by the host). */
  filters?: CaseStudyFilters;
  /** Initial filters when uncontrolled. */
  defaultFilters?: Partial<CaseStudyFilters>;
  /** Search, a select, 'Clear filters', 'View All' or 'Explore' changed the filters. */
  onFiltersChange?: (filters: CaseStudyFilters) => void;
  linkComponent?: LinkComponent;
  /** Address of a case study. Default `/case-studies/{slug}`. */
  caseStudyHref?: (slug: string) => string;
  /** 'Get Free Pilot' and 'Contact Sales'. Default `/contact`. */
  contactHref?: string;
  /** What 'View All' and 'Explore' scroll to the top of: the window (default) or this widget. */
  scrollTarget?: 'window' | 'widget';
  /**
   * Level of the 'Case Studies' title (1–4), to fit the page's outline; the sections take the
   * level below, card titles the one below that. Default 1.
   */
  headingLevel?: HeadingLevel;
  onReady?: (detail?: Record<string, unknown>) => void;
  onError?: (detail: WidgetErrorDetail) => void;
}

const NONE: CaseStudy[] = [];

const defaultCaseStudyHref = (slug: string) => `/case-studies/${encodeURIComponent(slug)}`;

/** The case-study list page: search and filters, featured story, grid, use-case cards, CTA. */
export function CaseStudyBrowser(props: CaseStudyBrowserProps) {
  return (
    <WidgetLocale catalog={CASE_STUDIES_CATALOG} widget="@joognoo/case-studies" locale={props.locale} messages={props.messages}>
      <EnsureToasts>
        <CaseStudyBrowserView {...props} />
      </EnsureToasts>
    </WidgetLocale>
  );
}

/** Every case study and the featured ones, loaded unless the server gave them; `onReady` once both are settled. */
function useCaseStudyLists({ initialData, client, apiBase, onReady, onError }: CaseStudyBrowserProps) {
  const { toast } = useToast();
  const { t } = useCaseStudiesLanguage();
  const getClient = useCaseStudiesClient(client, apiBase);
  const onReadyRef = useLatest(onReady);

  // Lists the server did not give are loaded; a failure toasts and leaves the list empty.
  const failed = (description: string) => (error: unknown) => {
    toast({ title: t('caseStudies.error.title'), description, variant: 'destructive' });
    onError?.(toErrorDetail(error));
  };
  const allLoad = useLoad(() => getClient().getCaseStudies(), [getClient], {
    initial: initialData?.caseStudies,
    onError: failed(t('caseStudies.error.list')),
  });
  const featuredLoad = useLoad(() => getClient().getFeaturedCaseStudies(), [getClient], {
    initial: initialData?.featured,
    onError: failed(t('caseStudies.error.featured')),
  });
  const all = allLoad.status === 'ready' ? allLoad.data : allLoad.status === 'error' ? NONE : null;
  const featuredList = featuredLoad.status === 'ready' ? featuredLoad.data : featuredLoad.status === 'error' ? NONE : null;

  // Ready once both lists are settled (once per client).
  const settled = all !== null && featuredList !== null;
  const readyFor = useRef<unknown>(null);
  useEffect(() => {
    if (settled && readyFor.current !== getClient) {
      readyFor.current = getClient;
      onReadyRef.current?.();
    }
  }, [settled, getClient, onReadyRef]);
  return { all, featuredList };
}

/** The browser in the language around it, toasts provided (`CaseStudyBrowser` and the widget give both). */
export function CaseStudyBrowserView(props: CaseStudyBrowserProps) {
  const {
    apiBase,
    filters: controlledFilters,
    defaultFilters,
    onFiltersChange,
    linkComponent = DefaultLink,
    caseStudyHref = defaultCaseStudyHref,
    contactHref = '/contact',
    scrollTarget = 'window',
    headingLevel,
  } = props;
  // At most h4: card titles sit two levels below the title.
  const level = toHeadingLevel(headingLevel, 1, 4);
  const rootRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const language = useCaseStudiesLanguage();
  const { t } = language;
  const { all, featuredList } = useCaseStudyLists(props);
  const [internalFilters, setInternalFilters] = useState<CaseStudyFilters>({ ...DEFAULT_FILTERS, ...defaultFilters });
  const filters = controlledFilters ?? internalFilters;

  const setFilters = useCallback(
    (next: CaseStudyFilters) => {
      if (controlledFilters === undefined) setInternalFilters(next);
      onFiltersChange?.(next);
    },
    [controlledFilters, onFiltersChange],
  );

  const scrollToTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
    if (scrollTarget === 'widget') rootRef.current?.scrollIntoView?.({ behavior, block: 'start' });
    else window.scrollTo?.({ top: 0, behavior });
  };

  const showUseCase = (useCase: UseCase) => {
    setFilters({ search: '', useCase, product: 'all' });
    scrollToTop();
  };

  const exploreUseCase = (useCase: UseCase) => {
    setFilters({ ...filters, useCase });
    scrollToTop();
  };

  const loading = all === null || featuredList === null;
  const featured = useMemo(() => (all ? pickFeatured(featuredList, all) : null), [featuredList, all]);
  const featuredVisible =
    featured !== null &&
    matchesSearch(featured, filters.search) &&
    matchesUseCase(featured, filters.useCase) &&
    matchesProduct(featured, filters.product);
  const grid = useMemo(() => withoutFeatured(filterCaseStudies(all ?? [], filters), featured), [all, filters, featured]);

  return (
    <Page ref={rootRef} lang={language.locale} dir={language.dir}>
      <header>
        <PageTitle as={headingTag(level)}>{t('caseStudies.list.title')}</PageTitle>
        <Lead>
          {t('caseStudies.list.lead', { green: BRAND.products.green.name, ai: BRAND.products.ai.name, hire: BRAND.products.hire.name })}
        </Lead>
      </header>
      <FilterBar ids={ids} filters={filters} setFilters={setFilters} />
      <Results
        ids={ids}
        level={level}
        filters={filters}
        setFilters={setFilters}
        loading={loading}
        featured={featuredVisible ? featured : null}
        grid={grid}
        caseStudyHref={caseStudyHref}
        Link={linkComponent}
        apiBase={apiBase}
      />
      <UseCaseCards ids={ids} level={level} all={all ?? NONE} onShow={showUseCase} />
      <MoreUseCases ids={ids} level={level} onExplore={exploreUseCase} />
      <GetStarted ids={ids} level={level} contactHref={contactHref} Link={linkComponent} />
    </Page>
  );
}
