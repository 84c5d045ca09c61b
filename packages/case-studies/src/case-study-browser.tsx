import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { BRAND, type CaseStudy } from '@joognoo/schemas';
import {
  ANY_HEADING,
  Button,
  Input,
  LevelHeading,
  Select,
  Spinner,
  headingTag,
  container,
  toHeadingLevel,
  useToast,
  vars,
  type HeadingLevel,
} from '@joognoo/ui';
import { DefaultLink, EnsureToasts, type LinkComponent, toErrorDetail, useLatest, useLoad, type WidgetErrorDetail } from '@joognoo/widget-kit';
import { CaseStudyCard } from './case-study-card';
import { useCaseStudiesClient, type CaseStudiesClient } from './client';
import { MORE_USE_CASES, PRIMARY_USE_CASES, PRODUCT_LABELS, USE_CASE_LABELS } from './content';
import {
  DEFAULT_FILTERS,
  PRODUCT_FILTERS,
  USE_CASE_FILTERS,
  filterCaseStudies,
  isProductFilter,
  isUseCaseFilter,
  matchesProduct,
  matchesSearch,
  matchesUseCase,
  pickFeatured,
  titlesForUseCase,
  withoutFeatured,
  type CaseStudyFilters,
  type UseCase,
} from './filters';
import { Block, Grid, Lead, Muted, Page, PageTitle, PanelCard, SectionTitle, VisuallyHidden } from './styles';

export interface CaseStudyBrowserData {
  /** GET /api/case-studies */
  caseStudies: CaseStudy[];
  /** GET /api/case-studies/featured (the first is the featured one). */
  featured: CaseStudy[];
}

export interface CaseStudyBrowserProps {
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

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  margin-top: ${vars.space['8']};
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  ${container.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }

  label {
    display: block;
    margin-bottom: ${vars.space['2']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['3']};
  margin-top: ${vars.space['10']};
  padding: ${vars.space['12']} ${vars.space['4']};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  text-align: center;

  & > ${ANY_HEADING} {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['16']} 0;
  color: ${vars.color.muted};
`;

const TitleList = styled.ul`
  flex: 1 1 auto;
  margin: 0;
  padding-left: ${vars.space['5']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  li + li {
    margin-top: ${vars.space['2']};
  }
`;

const Cta = styled.section`
  margin-top: ${vars.space['16']};
  padding: ${vars.space['10']} ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.inverted};
  color: ${vars.color.invertedForeground};
  text-align: center;

  ${container.md} {
    padding: ${vars.space['16']};
  }

  & > ${ANY_HEADING} {
    margin: 0 0 ${vars.space['3']};
    font-size: ${vars.fontSize['3xl']};
  }
  p {
    max-width: 640px;
    margin: 0 auto ${vars.space['8']};
    opacity: 0.85;
    line-height: ${vars.lineHeight.normal};
  }
`;

// Pushes a card's button to its bottom edge (a class, not an inline style: host pages' CSP).
const CardAction = styled.div`
  margin-top: auto;
`;

const CtaActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space['3']};
`;

/** The case-study list page: search and filters, featured story, grid, use-case cards, CTA. */
export function CaseStudyBrowser(props: CaseStudyBrowserProps) {
  return (
    <EnsureToasts>
      <CaseStudyBrowserView {...props} />
    </EnsureToasts>
  );
}

function CaseStudyBrowserView({
  initialData,
  client,
  apiBase,
  filters: controlledFilters,
  defaultFilters,
  onFiltersChange,
  linkComponent = DefaultLink,
  caseStudyHref = defaultCaseStudyHref,
  contactHref = '/contact',
  scrollTarget = 'window',
  headingLevel,
  onReady,
  onError,
}: CaseStudyBrowserProps) {
  // At most h4: card titles sit two levels below the title.
  const level = toHeadingLevel(headingLevel, 1, 4);
  const { toast } = useToast();
  const getClient = useCaseStudiesClient(client, apiBase);
  const onReadyRef = useLatest(onReady);
  const rootRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  // Lists the server did not give are loaded; a failure toasts and leaves the list empty.
  const failed = (description: string) => (error: unknown) => {
    toast({ title: 'Error', description, variant: 'destructive' });
    onError?.(toErrorDetail(error));
  };
  const allLoad = useLoad(() => getClient().getCaseStudies(), [getClient], {
    initial: initialData?.caseStudies,
    onError: failed('Failed to load case studies. Please try again later.'),
  });
  const featuredLoad = useLoad(() => getClient().getFeaturedCaseStudies(), [getClient], {
    initial: initialData?.featured,
    onError: failed('Failed to load featured case studies. Please try again later.'),
  });
  const all = allLoad.status === 'ready' ? allLoad.data : allLoad.status === 'error' ? NONE : null;
  const featuredList = featuredLoad.status === 'ready' ? featuredLoad.data : featuredLoad.status === 'error' ? NONE : null;
  const [internalFilters, setInternalFilters] = useState<CaseStudyFilters>({ ...DEFAULT_FILTERS, ...defaultFilters });
  const filters = controlledFilters ?? internalFilters;

  // Ready once both lists are settled (once per client).
  const settled = all !== null && featuredList !== null;
  const readyFor = useRef<unknown>(null);
  useEffect(() => {
    if (settled && readyFor.current !== getClient) {
      readyFor.current = getClient;
      onReadyRef.current?.();
    }
  }, [settled, getClient, onReadyRef]);

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

  const Link = linkComponent;
  const searchId = `${ids}-search`;
  const useCaseId = `${ids}-use-case`;
  const productId = `${ids}-product`;

  return (
    <Page ref={rootRef}>
      <header>
        <PageTitle as={headingTag(level)}>Case Studies</PageTitle>
        <Lead>
          How enterprises use {BRAND.products.green.name}, {BRAND.products.ai.name} and {BRAND.products.hire.name} to
          deliver measurable results.
        </Lead>
      </header>

      <Filters role="search" aria-label="Filter case studies">
        <div>
          <label htmlFor={searchId}>Search</label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search case studies..."
            value={filters.search}
            onChange={(e) => setFilters({ ...filters, search: e.target.value })}
          />
        </div>
        <div>
          <label id={`${useCaseId}-label`} htmlFor={useCaseId}>
            Use case
          </label>
          <Select
            id={useCaseId}
            aria-labelledby={`${useCaseId}-label`}
            value={filters.useCase}
            onValueChange={(value) => isUseCaseFilter(value) && setFilters({ ...filters, useCase: value })}
            options={USE_CASE_FILTERS.map((value) => ({ value, label: USE_CASE_LABELS[value] }))}
          />
        </div>
        <div>
          <label id={`${productId}-label`} htmlFor={productId}>
            Product
          </label>
          <Select
            id={productId}
            aria-labelledby={`${productId}-label`}
            value={filters.product}
            onValueChange={(value) => isProductFilter(value) && setFilters({ ...filters, product: value })}
            options={PRODUCT_FILTERS.map((value) => ({ value, label: PRODUCT_LABELS[value] }))}
          />
        </div>
      </Filters>

      <div aria-busy={loading}>
        {loading ? (
          <Loading role="status">
            <Spinner label="" role="presentation" aria-hidden="true" />
            <span>Loading case studies...</span>
          </Loading>
        ) : !featuredVisible && grid.length === 0 ? (
          <Empty>
            <LevelHeading level={level + 1}>No case studies found</LevelHeading>
            <Muted>Try adjusting your search criteria or filters</Muted>
            <Button variant="apple-outline" onClick={() => setFilters({ ...DEFAULT_FILTERS })}>
              Clear filters
            </Button>
          </Empty>
        ) : (
          <>
            {featuredVisible && featured ? (
              <Block aria-labelledby={`${ids}-featured`}>
                <VisuallyHidden as={headingTag(level, 1)} id={`${ids}-featured`}>
                  Featured Case Study
                </VisuallyHidden>
                <CaseStudyCard
                  caseStudy={featured}
                  href={caseStudyHref(featured.slug)}
                  Link={Link}
                  apiBase={apiBase}
                  headingLevel={level + 2}
                  featured
                />
              </Block>
            ) : null}
            {grid.length > 0 ? (
              <Block aria-labelledby={`${ids}-all`}>
                <SectionTitle as={headingTag(level, 1)} id={`${ids}-all`}>
                  {filters.useCase === 'all' ? 'All Case Studies' : `${USE_CASE_LABELS[filters.useCase]} Case Studies`}
                </SectionTitle>
                <Grid>
                  {grid.map((cs) => (
                    <li key={cs.id}>
                      <CaseStudyCard
                        caseStudy={cs}
                        href={caseStudyHref(cs.slug)}
                        Link={Link}
                        apiBase={apiBase}
                        headingLevel={level + 2}
                      />
                    </li>
                  ))}
                </Grid>
              </Block>
            ) : null}
          </>
        )}
      </div>

      <Block aria-labelledby={`${ids}-by-use-case`}>
        <SectionTitle as={headingTag(level, 1)} id={`${ids}-by-use-case`}>Case Studies by Use Case</SectionTitle>
        <Grid $columns={3}>
          {PRIMARY_USE_CASES.map((card) => {
            const titles = titlesForUseCase(all ?? [], card.useCase);
            return (
              <li key={card.useCase}>
                <PanelCard data-testid={`use-case-${card.useCase}`}>
                  <LevelHeading level={level + 2}>{card.title}</LevelHeading>
                  <p>{card.description}</p>
                  {titles.length > 0 ? (
                    <TitleList>
                      {titles.map((t) => (
                        <li key={t}>{t}</li>
                      ))}
                    </TitleList>
                  ) : (
                    <Muted>Coming soon</Muted>
                  )}
                  <div>
                    <Button
                      variant="apple-tertiary"
                      size="sm"
                      aria-label={`View All: ${card.title}`}
                      onClick={() => showUseCase(card.useCase)}
                    >
                      View All
                    </Button>
                  </div>
                </PanelCard>
              </li>
            );
          })}
        </Grid>
      </Block>

      <Block aria-labelledby={`${ids}-more`}>
        <SectionTitle as={headingTag(level, 1)} id={`${ids}-more`}>More Use Cases</SectionTitle>
        <Grid $columns={4}>
          {MORE_USE_CASES.map((card) => (
            <li key={card.useCase}>
              <PanelCard data-testid={`use-case-${card.useCase}`}>
                <LevelHeading level={level + 2}>{card.title}</LevelHeading>
                <p>{card.description}</p>
                <CardAction>
                  <Button
                    variant="apple-secondary"
                    size="sm"
                    aria-label={`Explore: ${card.title}`}
                    onClick={() => exploreUseCase(card.useCase)}
                  >
                    Explore
                  </Button>
                </CardAction>
              </PanelCard>
            </li>
          ))}
        </Grid>
      </Block>

      <Cta aria-labelledby={`${ids}-cta`}>
        <LevelHeading level={level + 1} id={`${ids}-cta`}>
          Ready to Get Started?
        </LevelHeading>
        <p>Start a free pilot and see the results for your own organisation.</p>
        <CtaActions>
          <Button as={Link} href={contactHref} to={contactHref} variant="apple" size="lg">
            Get Free Pilot
          </Button>
          <Button as={Link} href={contactHref} to={contactHref} variant="apple-inverted" size="lg">
            Contact Sales
          </Button>
        </CtaActions>
      </Cta>
    </Page>
  );
}
