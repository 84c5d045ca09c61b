// /careers: hero, culture section, the 'Current Openings' JobList
// server-rendered with the jobs, and a 'Contact Us' call to action for unsolicited interest.
import { JobList } from '@joognoo/job-board';
import { Button } from '@joognoo/ui';
import { Link } from 'react-router';
import { CareersContact, CareersCulture } from './CareersSections';
import { PageHero } from '@joognoo/site-kit';
import { RouterLink } from '../../components/content/RouterLink';
import { careers } from './copy';
import { pageCopy } from '../../content/page-copy';
import { serverApi } from '@joognoo/site-kit/server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export async function loader({ context }: Route.LoaderArgs) {
  return { jobs: await serverApi(context).getJobs() };
}

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.careers);

const jobHref = (job: { slug: string }) => `/careers/${encodeURIComponent(job.slug)}`;

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const copy = pageCopy.careers;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
        actions={
          <Button as={Link} to={careers.heroAction.href} size="lg">
            {careers.heroAction.label}
          </Button>
        }
      />
      <CareersCulture content={careers.culture} />
      <div id="openings">
        <JobList initialData={loaderData.jobs} linkComponent={RouterLink} jobHref={jobHref} />
      </div>
      <CareersContact content={careers.contact} />
    </>
  );
}
