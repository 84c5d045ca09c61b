import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { LIMITS, type Job } from '@joognoo/schemas';
import { ANY_HEADING, Button, LevelHeading, MediaCard, Skeleton, headingTag, toHeadingLevel, vars, type HeadingLevel, Icon } from '@joognoo/ui';
import { DefaultLink, type LinkComponent, toErrorDetail, useLatest, useLoad, type WidgetErrorDetail } from '@joognoo/widget-kit';
import { useJobBoardClient, type JobBoardClient } from './client';
import { formatLocation, formatSalary } from './format';
import { Facts, Grid, Heading, Muted, Page, VisuallyHidden } from './styles';

export interface JobListProps {
  /** Server-rendered jobs: with them the list renders at once, without skeletons. */
  initialData?: Job[];
  /** API client (from `@joognoo/api-client`); else one is made for `apiBase`. */
  client?: JobBoardClient;
  /** API origin for embeds, e.g. `https://www.joognoo.com`. Default: same origin. */
  apiBase?: string;
  /** Link component (e.g. React Router's `Link`); receives `href` and `to`. Default `<a>`. */
  linkComponent?: LinkComponent;
  /** Where 'View Details' leads. Default `/careers/{slug}`. */
  jobHref?: (job: Job) => string;
  /** Level of the 'Current Openings' heading (1–5), to fit the page's outline; job titles take the level below. Default 2. */
  headingLevel?: HeadingLevel;
  /** Called once the jobs are shown. */
  onReady?: (detail?: Record<string, unknown>) => void;
  /** Called when loading the jobs fails (the empty text is shown). */
  onError?: (detail: WidgetErrorDetail) => void;
}

export const defaultJobHref = (job: Job) => `/careers/${encodeURIComponent(job.slug)}`;

// The padded column is MediaCard's body (no cover, gap 4): the same box as a padded card.
const JobCard = styled(MediaCard)`
  height: 100%;

  ${ANY_HEADING} {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    line-height: ${vars.lineHeight.snug};
  }
`;

const Department = styled.p`
  margin: 0;
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${vars.space['2']};
`;

const Empty = styled(Muted)`
  padding: ${vars.space['12']} ${vars.space['4']};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  text-align: center;
`;

/** A failed load: said plainly with a way to try again, never as "no positions". */
const LoadFailed = styled(Empty)`
  display: grid;
  justify-items: center;
  gap: ${vars.space['4']};
`;

/** What the list says when the jobs could not be loaded (not the empty text: there may be openings). */
export const JOBS_LOAD_FAILED = "We couldn't load the open positions.";

/** One opening: title (an h3 unless `headingLevel` says otherwise), department, location, type, salary and 'View Details'. */
export function JobCardView({
  job,
  href,
  Link,
  headingLevel = 3,
}: {
  job: Job;
  href: string;
  Link: LinkComponent;
  headingLevel?: number;
}) {
  return (
    <JobCard forwardedAs="article" interactive gap="4" data-testid="job-card">
      <div>
        <Department>{job.department.name}</Department>
        <LevelHeading level={headingLevel}>{job.title}</LevelHeading>
      </div>
      <Facts>
        <li>
          <Icon name="pin" />
          <VisuallyHidden>Location: </VisuallyHidden>
          {formatLocation(job.location)}
        </li>
        <li>
          <Icon name="clock" />
          <VisuallyHidden>Type: </VisuallyHidden>
          {job.type}
        </li>
        <li>
          <Icon name="money" />
          <VisuallyHidden>Salary: </VisuallyHidden>
          {formatSalary(job)}
        </li>
      </Facts>
      <Actions>
        <Button as={Link} href={href} to={href} variant="apple-outline" size="sm" aria-label={`View Details: ${job.title}`}>
          View Details
        </Button>
      </Actions>
    </JobCard>
  );
}

/** A card-shaped placeholder while jobs load. */
export function JobCardSkeleton() {
  return (
    <JobCard gap="4" data-testid="job-skeleton" aria-hidden="true">
      <Skeleton width="30%" height="14px" />
      <Skeleton width="70%" height="24px" />
      <Skeleton width="90%" height="14px" />
      <Skeleton width="128px" height="36px" radius="full" />
    </JobCard>
  );
}


/** 'Current Openings': the job cards, 4 skeleton cards while loading, or the empty text. */
export function JobList({
  initialData,
  client,
  apiBase,
  linkComponent = DefaultLink,
  jobHref = defaultJobHref,
  headingLevel,
  onReady,
  onError,
}: JobListProps) {
  // At most h5: job titles take the level below.
  const level = toHeadingLevel(headingLevel, 2, 5);
  // Ids unique per instance: two of this widget on one page never share one.
  const ids = useId();
  const getClient = useJobBoardClient(client, apiBase);
  const onReadyRef = useLatest(onReady);
  const loaded = useLoad(() => getClient().getJobs(), [getClient], {
    initial: initialData,
    onError: (error) => onError?.(toErrorDetail(error)),
  });
  const jobs = loaded.status === 'ready' ? loaded.data : null;
  const failed = loaded.status === 'error';

  // Ready only when the jobs are shown: a failed load reports `error`, not zero jobs.
  useEffect(() => {
    if (jobs !== null) onReadyRef.current?.({ count: jobs.length });
  }, [jobs, onReadyRef]);

  const Link = linkComponent;
  return (
    <Page as="section" aria-labelledby={`${ids}-heading`} aria-busy={jobs === null && !failed}>
      <Heading as={headingTag(level)} id={`${ids}-heading`}>
        Current Openings
      </Heading>
      {failed ? (
        <LoadFailed role="status">
          <span>{JOBS_LOAD_FAILED}</span>
          <Button type="button" variant="apple-outline" size="sm" onClick={loaded.reload}>
            Try again
          </Button>
        </LoadFailed>
      ) : jobs === null ? (
        <>
          <VisuallyHidden role="status">Loading open positions</VisuallyHidden>
          <Grid>
            {Array.from({ length: LIMITS.jobListSkeletons }, (_, i) => (
              <li key={i}>
                <JobCardSkeleton />
              </li>
            ))}
          </Grid>
        </>
      ) : jobs.length === 0 ? (
        <Empty>No open positions at the moment. Check back soon!</Empty>
      ) : (
        <Grid>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCardView job={job} href={jobHref(job)} Link={Link} headingLevel={level + 1} />
            </li>
          ))}
        </Grid>
      )}
    </Page>
  );
}
