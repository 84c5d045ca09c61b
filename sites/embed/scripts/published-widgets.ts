/**
 * The six published widgets as the README contract tests see them: where each lives, its
 * element declaration, the React components its README documents a props table for, and
 * the component the element renders (every attribute's prop must be one of its props).
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { blogElement } from '@joognoo/blog';
import { caseStudiesElement } from '@joognoo/case-studies';
import { contactFormElement } from '@joognoo/contact-form';
import { integrationsElement } from '@joognoo/integrations';
import { jobBoardElement } from '@joognoo/job-board';
import { newsletterElement } from '@joognoo/newsletter';
import type { WidgetDeclaration } from '@joognoo/widget-kit';

export interface PublishedWidget {
  /** The npm name after `@joognoo/` (a dependency of this package). */
  name: string;
  declaration: WidgetDeclaration;
  /** Components with a ``### `Name` props`` table; their props type is `${Name}Props`. */
  components: readonly string[];
  /** The component `defineWidget` renders. */
  elementComponent: string;
  /** Loads the package's `./embed` entry, which defines the element. */
  loadEmbed: () => Promise<unknown>;
}

export const publishedWidgets: readonly PublishedWidget[] = [
  {
    name: 'contact-form',
    declaration: contactFormElement,
    components: ['ContactForm'],
    elementComponent: 'ContactForm',
    loadEmbed: () => import('@joognoo/contact-form/embed'),
  },
  {
    name: 'newsletter',
    declaration: newsletterElement,
    components: ['NewsletterForm'],
    elementComponent: 'NewsletterForm',
    loadEmbed: () => import('@joognoo/newsletter/embed'),
  },
  {
    name: 'blog',
    declaration: blogElement,
    components: ['BlogList', 'BlogArticle', 'BlogWidget'],
    elementComponent: 'BlogWidget',
    loadEmbed: () => import('@joognoo/blog/embed'),
  },
  {
    name: 'job-board',
    declaration: jobBoardElement,
    components: ['JobList', 'JobDetail', 'JobBoardWidget'],
    elementComponent: 'JobBoardWidget',
    loadEmbed: () => import('@joognoo/job-board/embed'),
  },
  {
    name: 'case-studies',
    declaration: caseStudiesElement,
    components: ['CaseStudyBrowser', 'CaseStudyDetail', 'CaseStudiesWidget'],
    elementComponent: 'CaseStudiesWidget',
    loadEmbed: () => import('@joognoo/case-studies/embed'),
  },
  {
    name: 'integrations',
    declaration: integrationsElement,
    components: ['IntegrationsPanel'],
    elementComponent: 'IntegrationsPanel',
    loadEmbed: () => import('@joognoo/integrations/embed'),
  },
];

/** A file of the installed package `@joognoo/<name>` (its README, its sources) as an absolute path. */
export function packagePath(name: string, file: string): string {
  // `import.meta.dirname`, not `import.meta.url`: under happy-dom the latter is not a file URL.
  return resolve(realpathSync(resolve(import.meta.dirname, '../node_modules/@joognoo', name)), file);
}
