/**
 * The six published widgets as the README contract tests see them: where each lives, its
 * element declaration, the React components its README documents a props table for, and
 * the component the element renders (every attribute's prop must be one of its props).
 */
import { resolve } from 'node:path';
import type { WidgetDeclaration } from '../src/define-widget';
import { blogElement } from '../../blog/src/element';
import { caseStudiesElement } from '../../case-studies/src/element';
import { contactFormElement } from '../../contact-form/src/element';
import { integrationsElement } from '../../integrations/src/element';
import { jobBoardElement } from '../../job-board/src/element';
import { newsletterElement } from '../../newsletter/src/element';

export interface PublishedWidget {
  /** The package directory under `packages/` (and its npm name after `@joognoo/`). */
  name: string;
  declaration: WidgetDeclaration;
  /** Components with a ``### `Name` props`` table; their props type is `${Name}Props`. */
  components: readonly string[];
  /** The component `defineWidget` renders. */
  elementComponent: string;
  /** Loads `src/embed.ts`, which defines the element. */
  loadEmbed: () => Promise<unknown>;
}

export const publishedWidgets: readonly PublishedWidget[] = [
  {
    name: 'contact-form',
    declaration: contactFormElement,
    components: ['ContactForm'],
    elementComponent: 'ContactForm',
    loadEmbed: () => import('../../contact-form/src/embed'),
  },
  {
    name: 'newsletter',
    declaration: newsletterElement,
    components: ['NewsletterForm'],
    elementComponent: 'NewsletterForm',
    loadEmbed: () => import('../../newsletter/src/embed'),
  },
  {
    name: 'blog',
    declaration: blogElement,
    components: ['BlogList', 'BlogArticle', 'BlogWidget'],
    elementComponent: 'BlogWidget',
    loadEmbed: () => import('../../blog/src/embed'),
  },
  {
    name: 'job-board',
    declaration: jobBoardElement,
    components: ['JobList', 'JobDetail', 'JobBoardWidget'],
    elementComponent: 'JobBoardWidget',
    loadEmbed: () => import('../../job-board/src/embed'),
  },
  {
    name: 'case-studies',
    declaration: caseStudiesElement,
    components: ['CaseStudyBrowser', 'CaseStudyDetail', 'CaseStudiesWidget'],
    elementComponent: 'CaseStudiesWidget',
    loadEmbed: () => import('../../case-studies/src/embed'),
  },
  {
    name: 'integrations',
    declaration: integrationsElement,
    components: ['IntegrationsPanel'],
    elementComponent: 'IntegrationsPanel',
    loadEmbed: () => import('../../integrations/src/embed'),
  },
];

/** `packages/<name>/<file>` as an absolute path. */
export function packagePath(name: string, file: string): string {
  // `import.meta.dirname`, not `import.meta.url`: under happy-dom the latter is not a file URL.
  return resolve(import.meta.dirname, '../..', name, file);
}
