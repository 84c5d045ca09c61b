import type { Job } from '@joognoo/schemas';
import type { HeadingLevel } from '@joognoo/ui';
import { fillTemplate, onHost, type WidgetCallbacks, type WidgetCommonProps } from '@joognoo/widget-kit';
import type { ApplicationSubmitDetail, ApplicationSuccessDetail } from './application';
import { JobDetail } from './job-detail';
import { JobList } from './job-list';
import { JobBoardLocale } from './locale';

export interface JobBoardWidgetProps extends WidgetCommonProps, Pick<WidgetCallbacks<ApplicationSubmitDetail, ApplicationSuccessDetail>, 'onReady' | 'onError' | 'onSubmit' | 'onSuccess'> {
  /** A job slug: shows that job's detail instead of the list. */
  job?: string;
  /**
   * Where 'View Details' leads: a template with `{slug}` (and `{id}`), e.g.
   * `https://partner.example/jobs/{slug}`. Default `{api-base}/careers/{slug}` (our page).
   */
  viewDetailsHref?: string;
  /**
   * Where 'Apply Now' and 'Apply for this Position' lead (template with `{slug}`, `{id}`
   * allowed). Default: the application form on the job's own view (`#apply`).
   */
  applyHref?: string;
  /** The list page ('Back to Careers', 'View All Jobs'). Default `{api-base}/careers`. */
  careersHref?: string;
  /** Level of the top heading: 'Current Openings' (1–5, default 2) or the job's title (1–5, default 1); the others follow. */
  headingLevel?: HeadingLevel;
  /** Only this department's jobs (its name, case-insensitive), e.g. `Engineering`. */
  department?: string;
  /** Only jobs in this city or country, or `remote`. */
  location?: string;
  /** Only jobs of this type (case-insensitive), e.g. `Full-time`. */
  employmentType?: string;
  /**
   * Add JobPosting JSON-LD of the shown jobs to the page's `<head>`. Default false; the
   * `<joognoo-job-board>` element turns it on.
   */
  jsonLd?: boolean;
  /** CSP nonce of that script (the element passes its own). */
  nonce?: string;
  /** One page of positions, then 'Show all positions' (see `JobList`); the element turns it on. */
  paged?: boolean;
}

/** What `<joognoo-job-board>` renders: the openings, or one job when `job` is set, in `locale`'s language. */
export function JobBoardWidget({ locale, messages, ...props }: JobBoardWidgetProps) {
  return <JobBoardLocale locale={locale} messages={messages}>{() => <JobBoardView {...props} />}</JobBoardLocale>;
}

function JobBoardView({
  job,
  viewDetailsHref,
  applyHref,
  careersHref,
  headingLevel,
  department,
  location,
  employmentType,
  jsonLd,
  nonce,
  paged,
  apiBase,
  partner,
  source,
  onReady,
  onError,
  onSubmit,
  onSuccess,
}: Omit<JobBoardWidgetProps, 'locale' | 'messages'>) {
  const fill = (template: string) => (j: Job) => fillTemplate(template, { slug: j.slug, id: j.id });
  const toDetail = fill(viewDetailsHref || onHost('/careers/{slug}', apiBase));
  const toApply = applyHref ? fill(applyHref) : undefined;
  const list = careersHref || onHost('/careers', apiBase);
  if (job) {
    return (
      <JobDetail
        slug={job}
        apiBase={apiBase}
        careersHref={list}
        applyHref={toApply}
        applicationAction={onHost(`/careers/${encodeURIComponent(job)}/apply`, apiBase)}
        privacyHref={onHost('/privacy-policy', apiBase)}
        partner={partner}
        source={source}
        headingLevel={headingLevel}
        jsonLd={jsonLd}
        nonce={nonce}
        onReady={onReady}
        onError={onError}
        onSubmit={onSubmit}
        onSuccess={onSuccess}
      />
    );
  }
  return (
    <JobList
      apiBase={apiBase}
      jobHref={toDetail}
      headingLevel={headingLevel}
      filters={{ department, location, employmentType }}
      jsonLd={jsonLd}
      nonce={nonce}
      paged={paged}
      onReady={onReady}
      onError={onError}
    />
  );
}
