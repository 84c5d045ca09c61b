// /careers/:id (SPEC.md §2 Job detail; the param is the job slug): the JobDetail widget,
// server-rendered, with schema.org JobPosting JSON-LD; an unknown slug is HTTP 404 with
// 'Job Not Found'.
import { JobDetail, jobPostingJsonLd, serializeJsonLd } from '@joognoo/job-board';
import { BRAND } from '@joognoo/schemas';
import { data } from 'react-router';
import { JsonLd } from '../components/content/JsonLd';
import { RouterLink } from '../components/content/RouterLink';
import { orNull } from '../components/content/load.server';
import { detailPages } from '../content/detail-pages';
import { serverApi } from '../lib/api.server';
import { absoluteUrl, seo } from '../lib/seo';
import type { Route } from './+types/career';

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await orNull(serverApi(context).getJobBySlug(params.id));
  if (!job) return data({ notFound: true as const }, { status: 404 });
  const url = absoluteUrl(context.siteUrl, `/careers/${encodeURIComponent(job.slug)}`);
  const jsonLd = serializeJsonLd(
    jobPostingJsonLd(job, {
      siteUrl: context.siteUrl,
      url,
      hiringOrganization: {
        name: BRAND.name,
        sameAs: absoluteUrl(context.siteUrl, '/'),
        logo: absoluteUrl(context.siteUrl, '/images/logo.svg'),
      },
    }),
  );
  // 'Posted 3 days ago' is computed against the server's clock so the hydrated text matches.
  return { notFound: false as const, job, url, jsonLd, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded || loaded.notFound) return seo(args, { ...detailPages.jobNotFound, brandSuffix: false, noIndex: true });
  return seo(args, detailPages.job(loaded.job));
};

const applyHref = () => '/contact';

export default function JobPage({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return <JobDetail key={params.id} slug={params.id} initialData={{ job: null }} linkComponent={RouterLink} />;
  }
  const { job, url, jsonLd, now } = loaderData;
  return (
    <>
      <JobDetail
        key={job.slug}
        slug={job.slug}
        initialData={{ job }}
        url={url}
        now={new Date(now)}
        applyHref={applyHref}
        linkComponent={RouterLink}
      />
      <JsonLd json={jsonLd} />
    </>
  );
}
