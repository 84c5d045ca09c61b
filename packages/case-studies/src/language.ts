import { BRAND } from '@joognoo/schemas';
import { useMessages } from '@joognoo/widget-kit';
import type { CaseStudiesMessageId } from './catalog';
import { PRODUCT_LABELS, type UseCaseCardKey } from './content';
import type { ProductFilter, UseCaseFilter } from './filters';

/** The case studies' texts, format tag and direction, from the nearest `WidgetLocale`. */
export const useCaseStudiesLanguage = () => useMessages<CaseStudiesMessageId>();

type Translate = ReturnType<typeof useCaseStudiesLanguage>['t'];

/** A use case's label (`caseStudies.useCase.<value>`). */
export function labelOfUseCase(t: Translate, value: UseCaseFilter): string {
  return t(`caseStudies.useCase.${value}`);
}

/** A product's label: 'All Products' in the language, else the product's brand name. */
export function labelOfProduct(t: Translate, value: ProductFilter): string {
  return value === 'all' ? t('caseStudies.product.all') : PRODUCT_LABELS[value];
}

/** A use-case card's title and description (`caseStudies.useCaseCard.<use case>.*`). */
export function textsOfCard(t: Translate, card: UseCaseCardKey): { title: string; description: string } {
  return {
    title: t(`caseStudies.useCaseCard.${card.useCase}.title`),
    description: t(`caseStudies.useCaseCard.${card.useCase}.description`, card.product ? { product: BRAND.products[card.product].name } : undefined),
  };
}

/** '{n} min read' in the language, or '' without a read time. */
export function readTimeText(t: Translate, minutes: number | null | undefined): string {
  return minutes != null && minutes > 0 ? t('caseStudies.detail.readTime', { minutes }) : '';
}
