import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Job } from '@joognoo/schemas';
import { ANY_HEADING, Button, LevelHeading, MediaCard, Skeleton, container, headingTag, toHeadingLevel, vars, type HeadingLevel, Icon } from '@joognoo/ui';
import {
  DefaultLink,
  type LinkComponent,
  toErrorDetail,
  useLatest,
  useLoad,
  useMessages,
  type WidgetErrorDetail,
  type WidgetLocaleProps,
} from '@joognoo/widget-kit';
import type { JobFilters } from '@joognoo/api-client';
import type { JobBoardMessageId } from './catalog';
import { useJobBoardClient, type JobBoardClient } from './client';
import { formatEmploymentType, formatLocation, formatSalary } from './format';
import { JobBoardLocale } from './locale';
import { usePageJsonLd } from './page-json-ld';
import { JOB_CARD, JOB_CARD_HEIGHT, JOB_LIST_FOOTER, JOB_PAGE_SIZE, jobListAreaHeight } from './layout';
import { Facts, Grid, Heading, Muted, Page, VisuallyHidden } from './styles';

export interface JobListProps extends WidgetLocaleProps {
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
  /**
   * Only these jobs (`department`, `location`, `employmentType`: sent to the API, empty ones
   * ignored). A change loads again.
   */
  filters?: JobFilters;
  /**
   * Add the shown jobs' JobPosting JSON-LD to the page's `<head>` (one script, kept up to
   * date, removed on unmount). Default false (the custom element turns it on).
   */
  jsonLd?: boolean;
  /** CSP nonce of the JSON-LD script. */
  nonce?: string;
  /**
   * Show one page of `JOB_PAGE_SIZE` positions in a list area of fixed height, the rest
   * behind 'Show all positions' (no layout shift on a page that renders it late). Default
   * false: every position; the `<joognoo-job-board>` element turns it on.
   */
  paged?: boolean;
  /** Called once the jobs are shown. */
  onReady?: (detail?: Record<string, unknown>) => void;
  /** Called when loading the jobs fails (the empty text is shown). */
  onError?: (detail: WidgetErrorDetail) => void;
}

export const defaultJobHref = (job: Job) => `/careers/${encodeURIComponent(job.slug)}`;

// The padded column is MediaCard's body (no cover, gap 4): the same box as a padded card.
// Every row has a fixed height (see layout.ts), so every card, and its skeleton, is
// JOB_CARD_HEIGHT tall at any width: a long title takes two lines at most, a long fact
// one line, both ending in an ellipsis (the full text is on the detail page).
const JobCard = styled(MediaCard)`
  height: ${JOB_CARD_HEIGHT}px;

  ${ANY_HEADING} {
    display: -webkit-box;
    height: ${JOB_CARD.title}px;
    margin: 0;
    overflow: hidden;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    line-height: ${JOB_CARD.title / 2}px;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

const oneLine = `
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Department = styled.p`
  height: ${JOB_CARD.department}px;
  margin: 0;
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${JOB_CARD.department}px;
  ${oneLine}
`;

/**
 * Location, type and salary: one line each, whatever the card's width. Each value is a
 * `<bdi>` (its own direction: "Remote (Finland)" keeps its parentheses on an Arabic page,
 * and a long one ends in its ellipsis at its own end).
 */
const CardFacts = styled(Facts)`
  flex-direction: column;
  flex-wrap: nowrap;
  gap: ${vars.space['2']};
  height: ${JOB_CARD.facts}px;
  line-height: ${(JOB_CARD.facts - 16) / 3}px;

  li {
    display: flex;
    min-width: 0;
  }

  li > bdi {
    ${oneLine}
  }
`;

const Actions = styled.div`
  display: flex;
  height: ${JOB_CARD.actions}px;
  margin-top: auto;
  padding-top: ${vars.space['2']};

  & > * {
    height: 36px;
    max-width: 100%;
  }
`;

/** A card-shaped block of placeholder bars, as tall as the row it stands for. */
const SkeletonSlot = styled.div<{ $height: number }>`
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  height: ${({ $height }) => $height}px;
`;

/**
 * The list area: one page of cards and the 'Show all positions' row, at the same height
 * (a full page's) whatever it holds, so nothing below moves when the jobs arrive.
 */
const ListArea = styled.div<{ $expanded: boolean }>`
  min-height: ${({ $expanded }) => ($expanded ? 0 : jobListAreaHeight(1))}px;

  ${container.sm} {
    min-height: ${({ $expanded }) => ($expanded ? 0 : jobListAreaHeight(2))}px;
  }
`;

const ListFooter = styled.div`
  display: flex;
  justify-content: center;
  height: ${JOB_LIST_FOOTER}px;
  padding-top: ${JOB_LIST_FOOTER - 36}px;
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

export interface JobCardViewProps extends WidgetLocaleProps {
  job: Job;
  href: string;
  Link: LinkComponent;
  headingLevel?: number;
}

/**
 * One opening: title (an h3 unless `headingLevel` says otherwise), department, location, type,
 * salary and 'View Details'. In a list it speaks the list's language; on its own, `locale`'s.
 */
export function JobCardView({ locale, messages, ...card }: JobCardViewProps) {
  return <JobBoardLocale locale={locale} messages={messages}>{(root) => <JobCardBody {...card} root={root} />}</JobBoardLocale>;
}

function JobCardBody({ job, href, Link, headingLevel = 3, root }: Omit<JobCardViewProps, keyof WidgetLocaleProps> & { root: boolean }) {
  const language = useMessages<JobBoardMessageId>();
  const { t } = language;
  return (
    <JobCard forwardedAs="article" interactive gap="4" data-testid="job-card" {...(root ? { lang: language.locale, dir: language.dir } : {})}>
      <div>
        <Department>
          <bdi>{job.department.name}</bdi>
        </Department>
        <LevelHeading level={headingLevel}>{job.title}</LevelHeading>
      </div>
      <CardFacts>
        <li>
          <Icon name="pin" />
          <VisuallyHidden>{t('jobBoard.facts.location')}</VisuallyHidden>
          <bdi>{formatLocation(job.location, language)}</bdi>
        </li>
        <li>
          <Icon name="clock" />
          <VisuallyHidden>{t('jobBoard.facts.type')}</VisuallyHidden>
          <bdi>{formatEmploymentType(job.type, language)}</bdi>
        </li>
        <li>
          <Icon name="money" />
          <VisuallyHidden>{t('jobBoard.facts.salary')}</VisuallyHidden>
          <bdi>{formatSalary(job, language)}</bdi>
        </li>
      </CardFacts>
      <Actions>
        <Button as={Link} href={href} to={href} variant="apple-outline" size="sm" aria-label={t('jobBoard.card.viewDetailsLabel', { title: job.title })}>
          {t('jobBoard.card.viewDetails')}
        </Button>
      </Actions>
    </JobCard>
  );
}

/** A card-shaped placeholder while jobs load: the same rows, the same height as a job card. */
export function JobCardSkeleton() {
  return (
    <JobCard gap="4" data-testid="job-skeleton" aria-hidden="true">
      <SkeletonSlot $height={JOB_CARD.department + JOB_CARD.title}>
        <Skeleton width="30%" height="14px" />
        <Skeleton width="70%" height="24px" />
      </SkeletonSlot>
      <SkeletonSlot $height={JOB_CARD.facts}>
        <Skeleton width="55%" height="14px" />
        <Skeleton width="40%" height="14px" />
        <Skeleton width="60%" height="14px" />
      </SkeletonSlot>
      <Actions>
        <Skeleton width="128px" height="36px" radius="full" />
      </Actions>
    </JobCard>
  );
}


/**
 * 'Current Openings': the job cards (a page of `JOB_PAGE_SIZE`, then 'Show all positions'),
 * as many skeleton cards while loading, or the empty text; all in a list area of fixed
 * height (see layout.ts).
 */
export function JobList({ locale, messages, ...props }: JobListProps) {
  return <JobBoardLocale locale={locale} messages={messages}>{() => <JobListView {...props} />}</JobBoardLocale>;
}

function JobListView({
  initialData,
  client,
  apiBase,
  linkComponent = DefaultLink,
  jobHref = defaultJobHref,
  headingLevel,
  filters,
  jsonLd,
  nonce,
  paged = false,
  onReady,
  onError,
}: Omit<JobListProps, keyof WidgetLocaleProps>) {
  const language = useMessages<JobBoardMessageId>();
  const { t } = language;
  // At most h5: job titles take the level below.
  const level = toHeadingLevel(headingLevel, 2, 5);
  // Ids unique per instance: two of this widget on one page never share one.
  const ids = useId();
  const getClient = useJobBoardClient(client, apiBase);
  const onReadyRef = useLatest(onReady);
  const department = filters?.department?.trim() ?? '';
  const location = filters?.location?.trim() ?? '';
  const employmentType = filters?.employmentType?.trim() ?? '';
  const filtered = Boolean(department || location || employmentType);
  const load = () => (filtered ? getClient().getJobs({ department, location, employmentType }) : getClient().getJobs());
  const loaded = useLoad(load, [getClient, filtered, department, location, employmentType], {
    initial: initialData,
    onError: (error) => onError?.(toErrorDetail(error)),
  });
  const jobs = loaded.status === 'ready' ? loaded.data : null;
  const failed = loaded.status === 'error';
  usePageJsonLd(jobs ? (postings) => postings.postingsJsonLd(jobs, jobHref, apiBase) : null, { enabled: jsonLd, nonce });

  // Ready only when the jobs are shown: a failed load reports `error`, not zero jobs.
  useEffect(() => {
    if (jobs !== null) onReadyRef.current?.({ count: jobs.length });
  }, [jobs, onReadyRef]);

  // One page of positions, the rest on request (the list's height is fixed until then).
  // The others are in the HTML (links crawlers follow), hidden until then.
  const [expanded, setExpanded] = useState(!paged);
  const listRef = useRef<HTMLUListElement>(null);
  const showAll = () => {
    setExpanded(true);
    // The button goes away: focus moves to the first position it revealed.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`li:nth-child(${JOB_PAGE_SIZE + 1}) a`)?.focus());
  };
  const more = jobs !== null && !expanded && jobs.length > JOB_PAGE_SIZE;

  const Link = linkComponent;
  return (
    <Page as="section" lang={language.locale} dir={language.dir} aria-labelledby={`${ids}-heading`} aria-busy={jobs === null && !failed}>
      <Heading as={headingTag(level)} id={`${ids}-heading`}>
        {t('jobBoard.list.heading')}
      </Heading>
      <ListArea $expanded={expanded}>
        {failed ? (
          <LoadFailed role="status">
            <span>{t('jobBoard.list.loadFailed')}</span>
            <Button type="button" variant="apple-outline" size="sm" onClick={loaded.reload}>
              {t('jobBoard.list.tryAgain')}
            </Button>
          </LoadFailed>
        ) : jobs === null ? (
          <>
            <VisuallyHidden role="status">{t('jobBoard.list.loading')}</VisuallyHidden>
            {/* Own keys: a job whose id equals a skeleton's index must not take over its box
                (the browser would count the moved box as a layout shift). */}
            <Grid key="skeletons">
              {Array.from({ length: JOB_PAGE_SIZE }, (_, i) => (
                <li key={`skeleton-${i}`}>
                  <JobCardSkeleton />
                </li>
              ))}
            </Grid>
          </>
        ) : jobs.length === 0 ? (
          <Empty>{t('jobBoard.list.empty')}</Empty>
        ) : (
          <>
            <Grid key="jobs" ref={listRef}>
              {jobs.map((job, index) => (
                <li key={job.id} hidden={more && index >= JOB_PAGE_SIZE}>
                  <JobCardBody job={job} href={jobHref(job)} Link={Link} headingLevel={level + 1} root={false} />
                </li>
              ))}
            </Grid>
            {more ? (
              <ListFooter>
                <Button type="button" variant="apple-outline" size="sm" onClick={showAll}>
                  {t('jobBoard.list.showAll', { count: jobs.length })}
                </Button>
              </ListFooter>
            ) : null}
          </>
        )}
      </ListArea>
    </Page>
  );
}
