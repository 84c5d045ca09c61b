/**
 * The one source of each widget's element contract: the declaration its package exports
 * (tag, attributes, events), which `defineWidget` builds the element from and the package
 * README documents. The docs page renders its tables from these.
 */
import { blogElement } from '@joognoo/blog';
import { caseStudiesElement } from '@joognoo/case-studies';
import { contactFormElement } from '@joognoo/contact-form';
import { integrationsElement } from '@joognoo/integrations';
import { jobBoardElement } from '@joognoo/job-board';
import { newsletterElement } from '@joognoo/newsletter';
import type { WidgetDeclaration } from '@joognoo/widget-kit';
import type { WidgetDocId } from './copy';

export const WIDGET_DECLARATIONS: Readonly<Record<WidgetDocId, WidgetDeclaration>> = {
  contactForm: contactFormElement,
  newsletter: newsletterElement,
  blog: blogElement,
  jobBoard: jobBoardElement,
  caseStudies: caseStudiesElement,
  integrations: integrationsElement,
};
