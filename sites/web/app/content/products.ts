import { BRAND } from '@joognoo/schemas';
import { notFound } from './not-found';
import type { HomeStat } from '../pages/home/copy';

/**
 * Fixed product copy that is not in the API: impact
 * stats, use-case targets, icons and accents, and the product page's labels.
 */

const { green, ai, hire } = BRAND.products;

/** Fixed impact stats of the home products section, by product id. */
export const PRODUCT_IMPACT_STATS: Readonly<Record<string, readonly HomeStat[]>> = {
  [green.slug]: [
    { value: '85%', label: 'faster ESG reporting' },
    { value: '$2M+', label: 'annual savings' },
    { value: '100%', label: 'compliance' },
  ],
  [ai.slug]: [
    { value: '400%', label: 'ROI improvement' },
    { value: '75%', label: 'risk reduction' },
    { value: '$10M+', label: 'cost optimization' },
  ],
  [hire.slug]: [
    { value: '50%', label: 'faster hiring' },
    { value: '85%', label: 'quality improvement' },
    { value: '60%', label: 'more diverse hires' },
  ],
};

export function impactStatsFor(productId: string): readonly HomeStat[] {
  return PRODUCT_IMPACT_STATS[productId] ?? [];
}

const USE_CASE_PATHS: Readonly<Record<string, string>> = {
  [green.slug]: '/use-cases/green',
  [ai.slug]: '/use-cases/ai',
  [hire.slug]: '/use-cases/hire',
};

/** 'View Use Cases' target of a product: its use-case page, any other id goes to /contact. */
export function useCasePathFor(productId: string): string {
  return USE_CASE_PATHS[productId] ?? '/contact';
}

export function productPath(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

const ICONS = new Set(['leaf', 'brain', 'users']);

/** Own SVG of a product icon name ('leaf', 'brain', 'users'; anything else is a check). */
export function productIconSrc(icon: string): string {
  return `/images/products/${ICONS.has(icon) ? icon : 'check'}.svg`;
}

export interface ProductAccent {
  /** Text and icon colour (AA on white and on `soft`). */
  strong: string;
  /** Tinted background behind the icon and the stats. */
  soft: string;
  /** Translucent glow at the top of the product hero. */
  glow: string;
}

const ACCENTS: Readonly<Record<string, ProductAccent>> = {
  green: { strong: '#047857', soft: '#ecfdf5', glow: 'rgba(5, 150, 105, 0.12)' },
  blue: { strong: '#1d4ed8', soft: '#eff6ff', glow: 'rgba(37, 99, 235, 0.12)' },
  purple: { strong: '#6d28d9', soft: '#f5f3ff', glow: 'rgba(124, 58, 237, 0.12)' },
};

const NEUTRAL_ACCENT: ProductAccent = { strong: '#4338ca', soft: '#f5f5f7', glow: 'rgba(67, 56, 202, 0.09)' };

/** Accent of a product colour ('green', 'blue', 'purple'; anything else is neutral). */
export function productAccent(color: string): ProductAccent {
  return ACCENTS[color] ?? NEUTRAL_ACCENT;
}

/** Labels of the product detail page. */
export const productPage = {
  primaryCta: 'Get Free Pilot',
  secondaryCta: 'Contact Sales',
  ctaHref: '/contact',
  loading: 'Loading product...',
  sections: {
    keyFeatures: { id: 'key-features', heading: 'Key Features', intro: 'What the product does for your teams, out of the box.' },
    benefits: { id: 'business-benefits', heading: 'Business Benefits', intro: 'The outcomes our customers measure.' },
    targetUsers: { id: 'target-users', heading: 'Target Users' },
    targetIndustries: { id: 'target-industries', heading: 'Target Industries' },
    companySize: { id: 'company-size', heading: 'Company Size' },
    audienceHeading: 'Who it is for',
  },
  closing: {
    heading: 'Ready to Get Started',
    intro: (name: string) =>
      `See what ${name} can do with your own data: start with a free pilot, or talk to our team about your requirements.`,
  },
  notFound: {
    /** Document title of the not-found view: the site's 404 title. */
    title: notFound.title,
    description: "The product you're looking for doesn't exist.",
    heading: 'Product Not Found',
    text: "The product you're looking for doesn't exist.",
    back: 'Go Back',
    backFallbackHref: '/',
  },
} as const;
