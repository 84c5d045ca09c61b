// POST /careers/:id/apply: where a job's server-rendered application form posts without
// JavaScript (multipart, the CV included). Valid: the application goes to the API
// and the page says it was submitted. Invalid or refused: the job page again with the
// messages under the fields and the values kept (the CV must be chosen again: a page cannot
// pre-fill a file, and we do not keep it), HTTP 400 (or the API's 404 / 410 / 413 / 415 /
// 429). An unknown or closed job, a visitor over the rate limit or with too many uploads in
// flight is answered before the body is read; a CV over the limit gets the form again with
// the field's size message (413). GET /careers/:id/apply goes to the job's form.
import { JobDetail } from '@joognoo/job-board';
import { APPLICATION_OUTCOMES, type Job } from '@joognoo/schemas';
import { data, redirect, useActionData } from 'react-router';
import { BackLink, ErrorAlert, ErrorNotice, FormSection } from '../../../components/FormPage';
import { PageHero } from '@joognoo/site-kit';
import { RouterLink } from '../../../components/content/RouterLink';
import { orNull } from '../../../components/content/load.server';
import { serverApi } from '@joognoo/site-kit/server';
import { applicationPost } from '../../../lib/application-action.server';
import { CV_RECHOOSE_NOTICE } from '../../../lib/application-paths';
import { actionHeaders } from '../../../lib/lead-actions.server';
import { absoluteUrl, seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Job application', description: 'Your job application.', noIndex: true });

/**
 * A plain GET goes to the job's form. After the action React Router runs loaders with a
 * GET copy of the POST (same headers): the form content type tells that one apart.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!/form/i.test(request.headers.get('content-type') ?? '')) throw redirect(`/careers/${encodeURIComponent(params.id)}#apply`);
  return null;
}

export const headers: Route.HeadersFunction = actionHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  // The job first: a post to no job (or a closed one) is answered before its body is read.
  let found: Job | null;
  try {
    found = await orNull(serverApi(context).getJobBySlug(params.id));
  } catch {
    const url = absoluteUrl(context.siteUrl, `/careers/${encodeURIComponent(params.id)}`);
    const failed = { outcome: 'failed' as const, values: undefined, errors: {}, notice: { title: APPLICATION_OUTCOMES.failure.title, description: APPLICATION_OUTCOMES.failure.fallback } };
    return data({ ...failed, job: null, url, slug: params.id, now: new Date().toISOString() }, { status: 502 });
  }
  const out = await applicationPost(params.id, found, request, context);
  // The page shown again is the job's (a closed one says so and has no form).
  const job = out.result.outcome === 'success' ? null : found;
  const url = absoluteUrl(context.siteUrl, `/careers/${encodeURIComponent(params.id)}`);
  return data({ ...out.result, job, url, slug: params.id, now: new Date().toISOString() }, { status: out.status, headers: out.headers });
}

export default function CareerApplyPage() {
  const result = useActionData<typeof action>();
  if (!result) return null;
  const back = `/careers/${encodeURIComponent(result.slug)}`;
  if (result.outcome === 'success') {
    return (
      <>
        <PageHero heading={result.title} intro={result.description} actions={<BackLink to={back}>Back to the job</BackLink>} />
        {result.reference ? (
          <FormSection>
            <p>
              Your reference: <strong>{result.reference}</strong>
            </p>
          </FormSection>
        ) : null}
      </>
    );
  }
  if (!result.job) {
    return (
      <>
        <PageHero heading={result.notice?.title ?? APPLICATION_OUTCOMES.failure.title} />
        <FormSection>
          <ErrorNotice notice={result.notice} />
          <BackLink to="/careers">View all jobs</BackLink>
        </FormSection>
      </>
    );
  }
  const notice = (
    <>
      <ErrorNotice notice={result.notice ?? { title: 'Please check your application', description: 'Some fields need your attention before we can send it.' }} />
      {result.job.closedAt ? null : <ErrorAlert>{CV_RECHOOSE_NOTICE}</ErrorAlert>}
    </>
  );
  return (
    <>
      <FormSection wide>
        <div role="alert">
          <a href="#apply">{result.notice?.description ?? 'Your application was not sent: please check the form below.'}</a>
        </div>
      </FormSection>
      <JobDetail
        key={result.job.slug}
        slug={result.job.slug}
        initialData={{ job: result.job }}
        url={result.url}
        now={new Date(result.now)}
        linkComponent={RouterLink}
        applicationValues={result.values}
        applicationErrors={result.errors}
        applicationNotice={notice}
      />
    </>
  );
}
