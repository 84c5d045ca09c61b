import styled from 'styled-components';
import type { CaseStudy } from '@joognoo/schemas';
import { ANY_HEADING, Button, Input, LevelHeading, Select, Spinner, container, headingTag, vars } from '@joognoo/ui';
import type { LinkComponent } from '@joognoo/widget-kit';
import { CaseStudyCardView } from './case-study-card';
import { MORE_USE_CASE_CARDS, PRIMARY_USE_CASE_CARDS } from './content';
import {
  DEFAULT_FILTERS,
  PRODUCT_FILTERS,
  USE_CASE_FILTERS,
  isProductFilter,
  isUseCaseFilter,
  titlesForUseCase,
  type CaseStudyFilters,
  type UseCase,
} from './filters';
import { labelOfProduct, textsOfCard, labelOfUseCase, useCaseStudiesLanguage } from './language';
import { Block, Grid, Muted, PanelCard, SectionTitle, VisuallyHidden } from './styles';

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
  padding-inline-start: ${vars.space['5']};
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

/** Search, use case and product: each change is a new set of filters. */
export function FilterBar({ ids, filters, setFilters }: { ids: string; filters: CaseStudyFilters; setFilters: (next: CaseStudyFilters) => void }) {
  const searchId = `${ids}-search`;
  const useCaseId = `${ids}-use-case`;
  const productId = `${ids}-product`;
  const { t } = useCaseStudiesLanguage();
  return (
    <Filters role="search" aria-label={t('caseStudies.filters.label')}>
      <div>
        <label htmlFor={searchId}>{t('caseStudies.filters.search')}</label>
        <Input
          id={searchId}
          type="search"
          placeholder={t('caseStudies.filters.searchPlaceholder')}
          value={filters.search}
          onChange={(e) => setFilters({ ...filters, search: e.target.value })}
        />
      </div>
      <div>
        <label id={`${useCaseId}-label`} htmlFor={useCaseId}>
          {t('caseStudies.filters.useCase')}
        </label>
        <Select
          id={useCaseId}
          aria-labelledby={`${useCaseId}-label`}
          value={filters.useCase}
          onValueChange={(value) => isUseCaseFilter(value) && setFilters({ ...filters, useCase: value })}
          options={USE_CASE_FILTERS.map((value) => ({ value, label: labelOfUseCase(t, value) }))}
        />
      </div>
      <div>
        <label id={`${productId}-label`} htmlFor={productId}>
          {t('caseStudies.filters.product')}
        </label>
        <Select
          id={productId}
          aria-labelledby={`${productId}-label`}
          value={filters.product}
          onValueChange={(value) => isProductFilter(value) && setFilters({ ...filters, product: value })}
          options={PRODUCT_FILTERS.map((value) => ({ value, label: labelOfProduct(t, value) }))}
        />
      </div>
    </Filters>
  );
}

export interface ResultsProps {
  ids: string;
  level: number;
  filters: CaseStudyFilters;
  setFilters: (next: CaseStudyFilters) => void;
  loading: boolean;
  /** The featured story when the filters keep it, else `null`. */
  featured: CaseStudy | null;
  /** The other matching stories. */
  grid: CaseStudy[];
  caseStudyHref: (slug: string) => string;
  Link: LinkComponent;
  apiBase?: string;
}

/** The spinner, 'No case studies found' with 'Clear filters', or the featured story and the grid. */
export function Results({ ids, level, filters, setFilters, loading, featured, grid, caseStudyHref, Link, apiBase }: ResultsProps) {
  const { t } = useCaseStudiesLanguage();
  return (
    <div aria-busy={loading}>
      {loading ? (
        <Loading role="status">
          <Spinner label="" role="presentation" aria-hidden="true" />
          <span>{t('caseStudies.list.loading')}</span>
        </Loading>
      ) : !featured && grid.length === 0 ? (
        <Empty>
          <LevelHeading level={level + 1}>{t('caseStudies.empty.title')}</LevelHeading>
          <Muted>{t('caseStudies.empty.description')}</Muted>
          <Button variant="apple-outline" onClick={() => setFilters({ ...DEFAULT_FILTERS })}>
            {t('caseStudies.empty.clearFilters')}
          </Button>
        </Empty>
      ) : (
        <>
          {featured ? (
            <Block aria-labelledby={`${ids}-featured`}>
              <VisuallyHidden as={headingTag(level, 1)} id={`${ids}-featured`}>
                {t('caseStudies.list.featured')}
              </VisuallyHidden>
              <CaseStudyCardView
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
                {filters.useCase === 'all'
                  ? t('caseStudies.list.all')
                  : t('caseStudies.list.ofUseCase', { useCase: labelOfUseCase(t, filters.useCase) })}
              </SectionTitle>
              <Grid>
                {grid.map((cs) => (
                  <li key={cs.id}>
                    <CaseStudyCardView caseStudy={cs} href={caseStudyHref(cs.slug)} Link={Link} apiBase={apiBase} headingLevel={level + 2} />
                  </li>
                ))}
              </Grid>
            </Block>
          ) : null}
        </>
      )}
    </div>
  );
}

/** 'Case Studies by Use Case': a card per primary use case with its stories' titles and 'View All'. */
export function UseCaseCards({ ids, level, all, onShow }: { ids: string; level: number; all: CaseStudy[]; onShow: (useCase: UseCase) => void }) {
  const { t } = useCaseStudiesLanguage();
  return (
    <Block aria-labelledby={`${ids}-by-use-case`}>
      <SectionTitle as={headingTag(level, 1)} id={`${ids}-by-use-case`}>{t('caseStudies.useCases.title')}</SectionTitle>
      <Grid $columns={3}>
        {PRIMARY_USE_CASE_CARDS.map((card) => {
          const titles = titlesForUseCase(all, card.useCase);
          const { title, description } = textsOfCard(t, card);
          return (
            <li key={card.useCase}>
              <PanelCard data-testid={`use-case-${card.useCase}`}>
                <LevelHeading level={level + 2}>{title}</LevelHeading>
                <p>{description}</p>
                {titles.length > 0 ? (
                  <TitleList>
                    {titles.map((t) => (
                      <li key={t}>
                        <bdi>{t}</bdi>
                      </li>
                    ))}
                  </TitleList>
                ) : (
                  <Muted>{t('caseStudies.useCases.comingSoon')}</Muted>
                )}
                <div>
                  <Button
                    variant="apple-tertiary"
                    size="sm"
                    aria-label={t('caseStudies.useCases.viewAllLabel', { title })}
                    onClick={() => onShow(card.useCase)}
                  >
                    {t('caseStudies.useCases.viewAll')}
                  </Button>
                </div>
              </PanelCard>
            </li>
          );
        })}
      </Grid>
    </Block>
  );
}

/** 'More Use Cases': a card per further use case with 'Explore'. */
export function MoreUseCases({ ids, level, onExplore }: { ids: string; level: number; onExplore: (useCase: UseCase) => void }) {
  const { t } = useCaseStudiesLanguage();
  return (
    <Block aria-labelledby={`${ids}-more`}>
      <SectionTitle as={headingTag(level, 1)} id={`${ids}-more`}>{t('caseStudies.moreUseCases.title')}</SectionTitle>
      <Grid $columns={4}>
        {MORE_USE_CASE_CARDS.map((card) => {
          const { title, description } = textsOfCard(t, card);
          return (
            <li key={card.useCase}>
              <PanelCard data-testid={`use-case-${card.useCase}`}>
                <LevelHeading level={level + 2}>{title}</LevelHeading>
                <p>{description}</p>
                <CardAction>
                  <Button
                    variant="apple-secondary"
                    size="sm"
                    aria-label={t('caseStudies.moreUseCases.exploreLabel', { title })}
                    onClick={() => onExplore(card.useCase)}
                  >
                    {t('caseStudies.moreUseCases.explore')}
                  </Button>
                </CardAction>
              </PanelCard>
            </li>
          );
        })}
      </Grid>
    </Block>
  );
}

/** 'Ready to Get Started?': 'Get Free Pilot' and 'Contact Sales'. */
export function GetStarted({ ids, level, contactHref, Link }: { ids: string; level: number; contactHref: string; Link: LinkComponent }) {
  const { t } = useCaseStudiesLanguage();
  return (
    <Cta aria-labelledby={`${ids}-cta`}>
      <LevelHeading level={level + 1} id={`${ids}-cta`}>
        {t('caseStudies.cta.title')}
      </LevelHeading>
      <p>{t('caseStudies.cta.description')}</p>
      <CtaActions>
        <Button as={Link} href={contactHref} to={contactHref} variant="apple" size="lg">
          {t('caseStudies.cta.pilot')}
        </Button>
        <Button as={Link} href={contactHref} to={contactHref} variant="apple-inverted" size="lg">
          {t('caseStudies.cta.sales')}
        </Button>
      </CtaActions>
    </Cta>
  );
}
