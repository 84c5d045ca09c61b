import { BRAND } from '@joognoo/schemas';
import type { ProductKey, UseCaseContent } from '@joognoo/schemas';
import type { Cta, CtaBand, FeatureItem, IconName, SectionHeading, Stat } from '../../content/pages/types.ts';

/**
 * What the three use-case pages /use-cases/green, /use-cases/ai, /use-cases/hire share
 * (each page's copy is <page>/copy.ts). Problems, success stories and benefit categories follow
 * the `UseCaseContent` entity; the rest is page copy.
 */

export type UseCaseId = 'green' | 'ai' | 'hire';

/** Labels of the parts of problem cards and success stories (same on every page). */
export const USE_CASE_LABELS = {
  problem: 'The problem',
  solution: 'Our solution',
  impact: 'Impact',
  challenge: 'Challenge',
  implementation: 'Implementation',
  results: 'Results',
} as const;

export interface UseCaseHero {
  eyebrow: string;
  /** The H1 is the page's head copy heading (page-copy.ts); this is the line under it. */
  subtitle: string;
  /** Exactly three headline figures. */
  stats: readonly [Stat, Stat, Stat];
  primaryCta: Cta;
  secondaryCta: Cta;
}

export interface UseCasePage extends UseCaseContent {
  id: UseCaseId;
  /** '/use-cases/{id}'. */
  path: string;
  product: ProductKey;
  /** Product display name, e.g. 'Joognoo.Green'. */
  productName: string;
  hero: UseCaseHero;
  /** Section headings of the page, in order. */
  sections: {
    problems: SectionHeading;
    features: SectionHeading;
    successStories: SectionHeading;
    benefits: SectionHeading;
  };
  /** Icons of the benefit categories, same order as `benefitCategories`. */
  benefitIcons: readonly IconName[];
  /** The four-feature grid. */
  features: readonly FeatureItem[];
  /** 'Schedule Demo' -> /contact, 'Learn More' -> /products/{slug}. */
  cta: CtaBand & { secondary: Cta };
}

export const productPath = (key: ProductKey): string => `/products/${BRAND.products[key].slug}`;

export const closingCta = (key: ProductKey, heading: string, text: string): CtaBand & { secondary: Cta } => ({
  heading,
  text,
  primary: { label: 'Schedule Demo', href: '/contact' },
  secondary: { label: 'Learn More', href: productPath(key) },
});
