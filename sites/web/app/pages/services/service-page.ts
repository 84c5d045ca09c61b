import type { Cta, CtaBand, FeatureItem, SectionHeading, Stat } from '../../content/pages/types.ts';

/**
 * What the four add-on service pages (/services/governance, /services/managed-services,
 * /services/academy, /services/cloud-partner) share. Secondary CTAs that start with '#'
 * scroll to the section object of the same page carrying that `id`.
 */

/** Slug of a service page: /services/{slug}. */
export type AddOnServiceSlug = 'governance' | 'managed-services' | 'academy' | 'cloud-partner';
/** Key of a request route: /add-ons/{key}/payment. */
export type AddOnRequestKey = 'governance' | 'managed-services' | 'academy' | 'cloud';

export interface ServiceHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: Cta;
  secondaryCta: Cta;
  /** Optional figures shown under the hero. */
  stats?: readonly Stat[];
}

export interface FeatureSection extends SectionHeading {
  items: readonly FeatureItem[];
}

export interface AddOnServicePage {
  slug: AddOnServiceSlug;
  /** The page route, '/services/{slug}'. */
  path: string;
  requestKey: AddOnRequestKey;
  /** Route of the request page, '/add-ons/{requestKey}/payment'. */
  requestPath: string;
  name: string;
  hero: ServiceHero;
  features: FeatureSection;
  closingCta: CtaBand;
}

export const requestPath = (key: AddOnRequestKey): string => `/add-ons/${key}/payment`;
