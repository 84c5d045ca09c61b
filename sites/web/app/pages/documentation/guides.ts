import type { ProseDocument, ProseSection } from '../../../vite/prose-markdown';
import {
  ACCELERATOR_GUIDES as ACCELERATOR_GUIDE_COPY,
  AUTHENTICATION_GUIDE as AUTHENTICATION_GUIDE_COPY,
  FEATURED_GUIDES as FEATURED_GUIDE_COPY,
  type GuideCopy,
} from './copy';
import advancedUsage from './guides/advanced-usage.md';
import authentication from './guides/authentication.md';
import devAccelerator from './guides/dev-accelerator.md';
import enterpriseIntegration from './guides/enterprise-integration.md';
import gettingStarted from './guides/getting-started.md';
import greenAccelerator from './guides/green-accelerator.md';
import testAccelerator from './guides/test-accelerator.md';

/** A guide: its card copy, and its steps (each `##` of its Markdown: a title, a paragraph, optional code). */
export interface Guide extends GuideCopy {
  steps: readonly ProseSection[];
}

/** The Markdown of each guide, by the guide's anchor id. */
const STEPS: Readonly<Record<string, ProseDocument>> = {
  'guide-getting-started': gettingStarted,
  'guide-advanced-usage': advancedUsage,
  'guide-dev-accelerator': devAccelerator,
  'guide-test-accelerator': testAccelerator,
  'guide-green-accelerator': greenAccelerator,
  'guide-enterprise-integration': enterpriseIntegration,
};

const withSteps = (copy: GuideCopy): Guide => ({ ...copy, steps: STEPS[copy.id]!.sections });

/** The two guides featured on the Guides tab. */
export const FEATURED_GUIDES: readonly Guide[] = FEATURED_GUIDE_COPY.map(withSteps);
/** Accelerator guides of the guide library ('View All Guides' scrolls here). */
export const ACCELERATOR_GUIDES: readonly Guide[] = ACCELERATOR_GUIDE_COPY.map(withSteps);

/** The authentication guide of the API Reference tab: its intro is the Markdown's first paragraph. */
export const AUTHENTICATION_GUIDE = { ...AUTHENTICATION_GUIDE_COPY, intro: authentication.intro, steps: authentication.sections };
