/**
 * The one source of each widget's element contract: the declaration its package exports
 * (tag, attributes, events), which `defineWidget` builds the element from and the package
 * README documents. The docs page renders its tables from these.
 */
import { BLOG_CATALOG, blogElement } from '@joognoo/blog';
import { CASE_STUDIES_CATALOG, caseStudiesElement } from '@joognoo/case-studies';
import { CONTACT_FORM_CATALOG, contactFormElement } from '@joognoo/contact-form';
import { INTEGRATIONS_CATALOG, integrationsElement } from '@joognoo/integrations';
import { JOB_BOARD_CATALOG, jobBoardElement } from '@joognoo/job-board';
import { NEWSLETTER_CATALOG, newsletterElement } from '@joognoo/newsletter';
import type { Catalog } from '@joognoo/ui';
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

/** Each widget's catalog: its message ids are what `messages` replaces (the docs list them). */
export const WIDGET_CATALOGS: Readonly<Record<WidgetDocId, Catalog>> = {
  contactForm: CONTACT_FORM_CATALOG,
  newsletter: NEWSLETTER_CATALOG,
  blog: BLOG_CATALOG,
  jobBoard: JOB_BOARD_CATALOG,
  caseStudies: CASE_STUDIES_CATALOG,
  integrations: INTEGRATIONS_CATALOG,
};
