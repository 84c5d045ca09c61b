// /careers/:id (the param is the job slug): the JobDetail widget,
// server-rendered, with schema.org JobPosting JSON-LD; an unknown slug is HTTP 404 with
// 'Job Not Found'. A closed job (closedAt) says so above the details and its JSON-LD gets
// validThrough; an old slug (changed in the back office) answers 301 to the current one.
import { JobDetail, jobPostingJsonLd, serializeJsonLd } from '@joognoo/job-board';
import { BRAND } from '@joognoo/schemas';
import { vars } from '@joognoo/ui';
import { data, Link, redirect } from 'react-router';
import styled from 'styled-components';
import { JsonLd } from '../../../components/content/JsonLd';
import { RouterLink } from '../../../components/content/RouterLink';
import { orNull } from '../../../components/content/load.server';
import { detailPages } from '../../../content/detail-pages';
import { serverApi } from '@joognoo/site-kit/server';
import { absoluteUrl, seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await orNull(serverApi(context).getJobBySlug(params.id));
  if (!job) return data({ notFound: true as const }, { status: 404 });
  // The API followed an old slug's 301: this page moved too.
  if (job.slug !== params.id) throw redirect(`/careers/${encodeURIComponent(job.slug)}`, 301);
  const url = absoluteUrl(context.siteUrl, `/careers/${encodeURIComponent(job.slug)}`);
  const posting = jobPostingJsonLd(job, {
      siteUrl: context.siteUrl,
      url,
      hiringOrganization: {
        name: BRAND.name,
        sameAs: absoluteUrl(context.siteUrl, '/'),
        logo: absoluteUrl(context.siteUrl, '/images/logo.svg'),
      },
    });
  // A closed position was valid through the moment it closed.
  const jsonLd = serializeJsonLd(job.closedAt ? { ...posting, validThrough: job.closedAt } : posting);
  // 'Posted 3 days ago' is computed against the server's clock so the hydrated text matches.
  return { notFound: false as const, job, url, jsonLd, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded || loaded.notFound) return seo(args, { ...detailPages.jobNotFound, brandSuffix: false, noIndex: true });
  return seo(args, detailPages.job(loaded.job));
};

export default function JobPage({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return <JobDetail key={params.id} slug={params.id} initialData={{ job: null }} linkComponent={RouterLink} />;
  }
  const { job, url, jsonLd, now } = loaderData;
  return (
    <>
      {job.closedAt ? (
        <ClosedBanner role="status">
          This position is closed: we are no longer accepting applications. See our <Link to="/careers">open positions</Link>.
        </ClosedBanner>
      ) : null}
      <JobDetail
        key={job.slug}
        slug={job.slug}
        initialData={{ job }}
        url={url}
        now={new Date(now)}
        linkComponent={RouterLink}
      />
      <JsonLd json={jsonLd} />
    </>
  );
}

const ClosedBanner = styled.p`
  max-width: 1120px;
  margin: ${vars.space['6']} auto 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: #fef3c7;
  color: #92400e;
  font-weight: ${vars.fontWeight.medium};

  a {
    color: inherit;
    text-decoration: underline;
  }
`;
