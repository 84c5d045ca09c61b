/**
 * What `/embed/v1/` has promised partner pages, per element: the attributes (with type,
 * enum values, default and prop) and events they may rely on. Within v1 this list may only
 * GROW: add an attribute or event here when it ships; never remove or change an entry —
 * a breaking change belongs in `/embed/v2/` (and a new list). `readme-contract.test.ts`
 * checks every widget's declaration against it.
 *
 * The common attributes (`api-base`, `theme`, `source`, `partner`) and `nonce` come with every element.
 */
import type { PromisedElement } from './readme-contract';

const COMMON = {
  'api-base': 'string',
  theme: { type: 'enum', values: ['light', 'dark'], default: 'light' },
  source: 'string',
  // The partner whose page embeds the widget (attribution).
  partner: 'string',
} as const;

export const V1_CONTRACT: Readonly<Record<string, PromisedElement>> = {
  'joognoo-contact-form': {
    attributes: {
      ...COMMON,
      variant: { type: 'enum', values: ['home', 'about', 'contact'], default: 'contact' },
      interest: 'string',
      'hide-interest': 'boolean',
      service: 'string',
      'redirect-url': 'string',
      'heading-level': { type: 'number', default: 2, prop: 'headingLevel' },
    },
    events: ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error'],
  },
  'joognoo-newsletter': {
    attributes: {
      ...COMMON,
      title: 'string',
      heading: { type: 'string', prop: 'title' },
      description: 'string',
      'heading-level': { type: 'number', default: 2, prop: 'headingLevel' },
    },
    events: ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error'],
  },
  'joognoo-blog': {
    attributes: {
      ...COMMON,
      post: 'string',
      category: 'string',
      'post-href': 'string',
      'blog-href': 'string',
      'heading-level': { type: 'number', default: 1, prop: 'headingLevel' },
    },
    events: ['joognoo:ready', 'joognoo:error'],
  },
  'joognoo-job-board': {
    attributes: {
      ...COMMON,
      job: 'string',
      'view-details-href': 'string',
      'apply-href': 'string',
      'careers-href': 'string',
      'heading-level': { type: 'number', prop: 'headingLevel' },
      // Filters a partner can fix in the markup.
      department: 'string',
      location: 'string',
      'employment-type': 'string',
    },
    events: ['joognoo:ready', 'joognoo:error'],
  },
  'joognoo-case-studies': {
    attributes: {
      ...COMMON,
      'case-study': 'string',
      'case-study-href': 'string',
      'list-href': 'string',
      'contact-href': 'string',
      'use-case': 'string',
      product: 'string',
      'heading-level': { type: 'number', default: 1, prop: 'headingLevel' },
    },
    events: ['joognoo:ready', 'joognoo:error'],
  },
  'joognoo-integrations': {
    attributes: {
      ...COMMON,
      'default-tab': { type: 'enum', values: ['jira', 'cicd', 'prompts'], default: 'jira', prop: 'defaultTab' },
      'heading-level': { type: 'number', default: 2, prop: 'headingLevel' },
    },
    events: ['joognoo:ready', 'joognoo:success', 'joognoo:error'],
  },
};
