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
}

/**
 * A use-case card as the widget draws it: its use case (its texts are the messages
 * `caseStudies.useCaseCard.<use case>.title` and `.description`) and the product the
 * description names. Without the English texts, which the widget's bundle need not carry twice.
 */
export interface UseCaseCardKey {
  useCase: UseCase;
  product?: ProductKey;
}

/** The cards of 'Case Studies by Use Case', in the order of `PRIMARY_USE_CASES`. */
export const PRIMARY_USE_CASE_CARDS: readonly UseCaseCardKey[] = [
  { useCase: 'sustainability', product: 'green' },
  { useCase: 'ai-governance', product: 'ai' },
  { useCase: 'recruitment', product: 'hire' },
];

/** The cards of 'More Use Cases', in the order of `MORE_USE_CASES`. */
export const MORE_USE_CASE_CARDS: readonly UseCaseCardKey[] = [
  { useCase: 'carbon' },
  { useCase: 'ai-risks' },
  { useCase: 'skills' },
  { useCase: 'automation' },
];

/** 'Case Studies by Use Case': ESG, AI governance, recruitment (English; the widget shows their messages). */
export const PRIMARY_USE_CASES: readonly UseCaseCard[] = [
  {
    useCase: 'sustainability',
    title: 'ESG & Sustainability',
    description: `Automated ESG data collection and reporting with ${green.name}.`,
  },
  {
    useCase: 'ai-governance',
    title: 'AI Governance',
    description: `One inventory, risk tiering and monitoring for every AI model with ${ai.name}.`,
  },
  {
    useCase: 'recruitment',
    title: 'Recruitment',
    description: `Faster, fairer, skills-based hiring with ${hire.name}.`,
  },
];

/**
 * 'More Use Cases': carbon accounting, AI risks and ethics, skill-based organisation, hiring
 * automation (English; the widget shows their messages).
 */
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
