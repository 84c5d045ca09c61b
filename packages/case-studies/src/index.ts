export { CaseStudyBrowser, type CaseStudyBrowserProps, type CaseStudyBrowserData } from './case-study-browser';
export {
  CaseStudyDetail,
  companyAbout,
  SHARE_FALLBACK_TITLE,
  SHARE_FALLBACK_TEXT,
  type CaseStudyDetailProps,
  type CaseStudyDetailData,
} from './case-study-detail';
export { CaseStudyCard, type CaseStudyCardProps } from './case-study-card';
export { CaseStudiesWidget, type CaseStudiesWidgetProps } from './widget';
export type { CaseStudiesClient } from './client';
export type { LinkComponent, LinkProps } from '@joognoo/widget-kit';
export {
  USE_CASE_FILTERS,
  USE_CASE_KEYWORDS,
  PRODUCT_FILTERS,
  DEFAULT_FILTERS,
  filterCaseStudies,
  matchesSearch,
  matchesUseCase,
  matchesProduct,
  pickFeatured,
  withoutFeatured,
  titlesForUseCase,
  parseFilters,
  hasActiveFilters,
  isUseCaseFilter,
  isProductFilter,
  type CaseStudyFilters,
  type UseCaseFilter,
  type UseCase,
  type ProductFilter,
} from './filters';
export { USE_CASE_LABELS, PRODUCT_LABELS, PRIMARY_USE_CASES, MORE_USE_CASES, type UseCaseCard } from './content';
export { formatMonthYear, formatFullDate, formatReadTime, coverImageUrl, DEFAULT_COVER_IMAGE } from './format';
export { fillTemplate } from '@joognoo/widget-kit';
export { caseStudiesElement, CASE_STUDIES_TAG } from './element';
export type { CaseStudiesElementAttributes } from './jsx';
export { CASE_STUDIES_CATALOG, type CaseStudiesMessageId } from './catalog';
