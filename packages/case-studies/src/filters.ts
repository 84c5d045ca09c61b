import { LIMITS, type CaseStudy } from '@joognoo/schemas';

/** Use-case filter values; `all` matches everything. */
export const USE_CASE_FILTERS = [
  'all',
  'sustainability',
  'carbon',
  'ai-risks',
  'ai-governance',
  'skills',
  'recruitment',
  'automation',
] as const;
export type UseCaseFilter = (typeof USE_CASE_FILTERS)[number];
export type UseCase = Exclude<UseCaseFilter, 'all'>;

/**
 * A case study matches a use case when any of its keywords appears
 * (case-insensitive substring) in the title, the excerpt or the joined tags.
 */
export const USE_CASE_KEYWORDS: Readonly<Record<UseCase, readonly string[]>> = {
  sustainability: ['sustainability', 'esg', 'environmental'],
  carbon: ['carbon', 'emissions', 'footprint', 'net zero'],
  'ai-risks': ['ai ethics', 'ethics', 'bias', 'fairness', 'ai fairness'],
  'ai-governance': ['ai governance', 'portfolio', 'ai management', 'ai command'],
  skills: ['skill', 'competency', 'workforce', 'skills-based'],
  recruitment: ['recruitment', 'hiring', 'talent', 'ai recruitment'],
  automation: ['automation', 'ats', 'applicant tracking', 'hiring automation'],
};

/** Product filter values; a case study matches when its accelerators include the value. */
export const PRODUCT_FILTERS = ['all', 'Green', 'AI', 'Hire'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

export interface CaseStudyFilters {
  search: string;
  useCase: UseCaseFilter;
  product: ProductFilter;
}

/** The defaults, and what 'Clear filters' returns to. */
export const DEFAULT_FILTERS: Readonly<CaseStudyFilters> = { search: '', useCase: 'all', product: 'all' };

export function isUseCaseFilter(value: unknown): value is UseCaseFilter {
  return typeof value === 'string' && (USE_CASE_FILTERS as readonly string[]).includes(value);
}

export function isProductFilter(value: unknown): value is ProductFilter {
  return typeof value === 'string' && (PRODUCT_FILTERS as readonly string[]).includes(value);
}

/** Filters from loose input (URL query values): unknown values fall back to the defaults. */
export function parseFilters(input: { search?: string | null; useCase?: string | null; product?: string | null }): CaseStudyFilters {
  return {
    search: input.search ?? '',
    useCase: isUseCaseFilter(input.useCase) ? input.useCase : 'all',
    product: isProductFilter(input.product) ? input.product : 'all',
  };
}

/** True when any filter differs from its default. */
export function hasActiveFilters(filters: CaseStudyFilters): boolean {
  return filters.search.trim() !== '' || filters.useCase !== 'all' || filters.product !== 'all';
}

type Searchable = Pick<CaseStudy, 'title' | 'company' | 'excerpt' | 'industry'>;

/** Case-insensitive substring search on title, company, excerpt and industry; empty matches all. */
export function matchesSearch(caseStudy: Searchable, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [caseStudy.title, caseStudy.company, caseStudy.excerpt, caseStudy.industry].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

/** Any keyword of the use case in the title, the excerpt or the joined tags (case-insensitive). */
export function matchesUseCase(caseStudy: Pick<CaseStudy, 'title' | 'excerpt' | 'tags'>, useCase: UseCaseFilter): boolean {
  if (useCase === 'all') return true;
  const haystack = [caseStudy.title, caseStudy.excerpt, caseStudy.tags.join(' ')].join('\n').toLowerCase();
  return USE_CASE_KEYWORDS[useCase].some((keyword) => haystack.includes(keyword));
}

/** The accelerators list includes the chosen product. */
export function matchesProduct(caseStudy: Pick<CaseStudy, 'accelerators'>, product: ProductFilter): boolean {
  return product === 'all' || caseStudy.accelerators.includes(product);
}

/** The case studies matching the search, the use case and the product, in order. */
export function filterCaseStudies<T extends CaseStudy>(caseStudies: readonly T[], filters: CaseStudyFilters): T[] {
  return caseStudies.filter(
    (cs) =>
      matchesSearch(cs, filters.search) && matchesUseCase(cs, filters.useCase) && matchesProduct(cs, filters.product),
  );
}

/**
 * The featured case study: the first of the featured list; if that list is
 * empty, the first item of the full list flagged `featured`; else none.
 */
export function pickFeatured<T extends CaseStudy>(featured: readonly T[] | null | undefined, all: readonly T[]): T | null {
  return featured?.[0] ?? all.find((cs) => cs.featured) ?? null;
}

/** The grid: the list without the featured case study. */
export function withoutFeatured<T extends CaseStudy>(caseStudies: readonly T[], featured: T | null): T[] {
  return featured ? caseStudies.filter((cs) => cs.id !== featured.id) : [...caseStudies];
}

/** Up to 3 titles of case studies matching a use case (for the 'Case Studies by Use Case' cards). */
export function titlesForUseCase(
  caseStudies: readonly CaseStudy[],
  useCase: UseCase,
  limit: number = LIMITS.caseStudyTitlesPerUseCase,
): string[] {
  return caseStudies.filter((cs) => matchesUseCase(cs, useCase)).slice(0, limit).map((cs) => cs.title);
}

// The labels of the filter values, so that `@joognoo/case-studies/filters` (the filtering
// without the components, for a host's server or tests) is complete on its own.
export { PRODUCT_LABELS, USE_CASE_LABELS } from './content';
