import { BRAND, type ProductKey } from '@joognoo/schemas';
import type { ProductFilter, UseCase, UseCaseFilter } from './filters';

const { green, ai, hire } = BRAND.products;

/** Labels of the use-case select, in English (the widget shows `caseStudies.useCase.<value>`). */
export const USE_CASE_LABELS: Readonly<Record<UseCaseFilter, string>> = {
  all: 'All Use Cases',
  sustainability: 'Sustainability & ESG',
  carbon: 'Carbon Accounting',
  'ai-risks': 'AI Risks & Ethics',
  'ai-governance': 'AI Governance',
  skills: 'Skill-Based Organisation',
  recruitment: 'Recruitment',
  automation: 'Hiring Automation',
};

/** Labels of the product select (the widget shows `caseStudies.product.all` for `all`; the names are the brand's). */
export const PRODUCT_LABELS: Readonly<Record<ProductFilter, string>> = {
  all: 'All Products',
  Green: green.name,
  AI: ai.name,
  Hire: hire.name,
};

export interface UseCaseCard {
  useCase: UseCase;
  title: string;
  description: string;
  /** The product the description names (its `{product}` in every language). */
  product?: ProductKey;
}

/** 'Case Studies by Use Case': ESG, AI governance, recruitment. */
export const PRIMARY_USE_CASES: readonly UseCaseCard[] = [
  {
    useCase: 'sustainability',
    title: 'ESG & Sustainability',
    description: `Automated ESG data collection and reporting with ${green.name}.`,
    product: 'green',
  },
  {
    useCase: 'ai-governance',
    title: 'AI Governance',
    description: `One inventory, risk tiering and monitoring for every AI model with ${ai.name}.`,
    product: 'ai',
  },
  {
    useCase: 'recruitment',
    title: 'Recruitment',
    description: `Faster, fairer, skills-based hiring with ${hire.name}.`,
    product: 'hire',
  },
];

/** 'More Use Cases': carbon accounting, AI risks and ethics, skill-based organisation, hiring automation. */
export const MORE_USE_CASES: readonly UseCaseCard[] = [
  {
    useCase: 'carbon',
    title: 'Carbon Accounting',
    description: 'Scope 1, 2 and 3 emissions measured from real activity data.',
  },
  {
    useCase: 'ai-risks',
    title: 'AI Risks & Ethics',
    description: 'Bias detection and fairness testing for models in production.',
  },
  {
    useCase: 'skills',
    title: 'Skill-Based Organisation',
    description: 'Map competencies and plan the workforce you need next.',
  },
  {
    useCase: 'automation',
    title: 'Hiring Automation',
    description: 'Screening, scheduling and applicant tracking on autopilot.',
  },
];
