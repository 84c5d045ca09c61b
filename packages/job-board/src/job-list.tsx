import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LIMITS, type Job } from '@joognoo/schemas';
import { ANY_HEADING, Button, Card, LevelHeading, Skeleton, headingTag, toHeadingLevel, vars, type HeadingLevel } from '@joognoo/ui';
import type { WidgetErrorDetail } from '@joognoo/widget-kit';
import { useJobBoardClient, type JobBoardClient } from './client';
import { toErrorDetail } from './errors';
import { formatLocation, formatSalary } from './format';
import { ClockIcon, MoneyIcon, PinIcon } from './icons';
import { DefaultLink, type LinkComponent } from './links';
import { Facts, Grid, Heading, Muted, Page, VisuallyHidden } from './styles';
import { useLatest } from './use-latest';

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

const JobCard = styled(Card)`
  height: 100%;
  padding: ${vars.space['6']};
  gap: ${vars.space['4']};

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
    <JobCard as="article" $interactive data-testid="job-card">
      <div>
        <Department>{job.department.name}</Department>
        <LevelHeading level={headingLevel}>{job.title}</LevelHeading>
      </div>
      <Facts>
        <li>
          <PinIcon />
          <VisuallyHidden>Location: </VisuallyHidden>
          {formatLocation(job.location)}
        </li>
        <li>
          <ClockIcon />
          <VisuallyHidden>Type: </VisuallyHidden>
          {job.type}
        </li>
        <li>
          <MoneyIcon />
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
    <JobCard data-testid="job-skeleton" aria-hidden="true">
      <Skeleton width="30%" height="0.875rem" />
      <Skeleton width="70%" height="1.5rem" />
      <Skeleton width="90%" height="0.875rem" />
      <Skeleton width="8rem" height="2.25rem" radius="full" />
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
  const getClient = useJobBoardClient(client, apiBase);
  const [jobs, setJobs] = useState<Job[] | null>(initialData ?? null);
  const onReadyRef = useLatest(onReady);
  const onErrorRef = useLatest(onError);

  useEffect(() => {
    if (jobs !== null) {
      onReadyRef.current?.({ count: jobs.length });
      return;
    }
    let active = true;
    getClient()
      .getJobs()
      .then(
        (list) => {
          if (!active) return;
          setJobs(list);
        },
        (error: unknown) => {
          if (!active) return;
          setJobs([]);
          onErrorRef.current?.(toErrorDetail(error));
        },
      );
    return () => {
      active = false;
    };
  }, [getClient, jobs, onReadyRef, onErrorRef]);

  const Link = linkComponent;
  return (
    <Page as="section" aria-labelledby="joognoo-jobs-heading" aria-busy={jobs === null}>
      <Heading as={headingTag(level)} id="joognoo-jobs-heading">
        Current Openings
      </Heading>
      {jobs === null ? (
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
