import type { HeadingLevel } from '@joognoo/ui';
import { fillTemplate, onHost, type WidgetCallbacks, type WidgetCommonProps } from '@joognoo/widget-kit';
import { CaseStudyBrowser } from './case-study-browser';
import { CaseStudyDetail } from './case-study-detail';
import { parseFilters } from './filters';

export interface CaseStudiesWidgetProps extends WidgetCommonProps, Pick<WidgetCallbacks, 'onReady' | 'onError'> {
  /** A case-study slug: shows that case study instead of the browser. */
  caseStudy?: string;
  /** Link template for a case study, `{slug}` replaced. Default `{api-base}/case-studies/{slug}`. */
  caseStudyHref?: string;
  /** The list page (back buttons). Default `{api-base}/case-studies`. */
  listHref?: string;
  /** 'Get Free Pilot', 'Contact Sales', 'Contact Us'. Default `{api-base}/contact`. */
  contactHref?: string;
  /** Initial use-case filter (`sustainability`, `carbon`, ...). */
  useCase?: string;
  /** Initial product filter (`Green`, `AI`, `Hire`). */
  product?: string;
  /** Level of the top heading ('Case Studies' or the case study's title), 1–4; the others follow. Default 1. */
  headingLevel?: HeadingLevel;
}

/** What `<joognoo-case-studies>` renders. */
export function CaseStudiesWidget({
  caseStudy,
  caseStudyHref,
  listHref,
  contactHref,
  useCase,
  product,
  headingLevel,
  apiBase,
  onReady,
  onError,
}: CaseStudiesWidgetProps) {
  const template = caseStudyHref || onHost('/case-studies/{slug}', apiBase);
  const contact = contactHref || onHost('/contact', apiBase);
  if (caseStudy) {
    return (
      <CaseStudyDetail
        slug={caseStudy}
        apiBase={apiBase}
        listHref={listHref || onHost('/case-studies', apiBase)}
        contactHref={contact}
        headingLevel={headingLevel}
        onReady={onReady}
        onError={onError}
      />
    );
  }
  return (
    <CaseStudyBrowser
      apiBase={apiBase}
      defaultFilters={parseFilters({ useCase, product })}
      caseStudyHref={(slug) => fillTemplate(template, { slug })}
      contactHref={contact}
      scrollTarget="widget"
      headingLevel={headingLevel}
      onReady={onReady}
      onError={onError}
    />
  );
}
