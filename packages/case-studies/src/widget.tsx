import type { HeadingLevel } from '@joognoo/ui';
import { EnsureToasts, WidgetLocale, fillTemplate, onHost, type WidgetCallbacks, type WidgetCommonProps } from '@joognoo/widget-kit';
import { CaseStudyBrowserView } from './case-study-browser';
import { CaseStudyDetailView } from './case-study-detail';
import { CASE_STUDIES_CATALOG } from './catalog';
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

/** What `<joognoo-case-studies>` renders: the browser, or one case study when `caseStudy` is set, in `locale`. */
export function CaseStudiesWidget(props: CaseStudiesWidgetProps) {
  return (
    <WidgetLocale catalog={CASE_STUDIES_CATALOG} widget="@joognoo/case-studies" locale={props.locale} messages={props.messages}>
      <EnsureToasts>
        <CaseStudiesWidgetView {...props} />
      </EnsureToasts>
    </WidgetLocale>
  );
}

function CaseStudiesWidgetView({
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
      <CaseStudyDetailView
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
    <CaseStudyBrowserView
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
