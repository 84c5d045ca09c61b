import { lazy, Suspense, useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { createApiClient } from '@joognoo/api-client';
import { BRAND, LIMITS, type FieldErrors, type Job } from '@joognoo/schemas';
import {
  ANY_HEADING,
  Badge,
  Button,
  Card,
  DetailBackLink,
  DetailCard,
  DetailColumns,
  DetailLoading,
  DetailNotFound,
  DetailPage,
  DetailSections,
  LevelHeading,
  Skeleton,
  VisuallyHidden,
  container,
  detailTitle,
  toHeadingLevel,
  useShareLink,
  vars,
  type HeadingLevel,
  Icon,
} from '@joognoo/ui';
import { usePageJsonLd } from './page-json-ld';
import {
  DefaultLink,
  EnsureToasts,
  type LinkComponent,
  toErrorDetail,
  useLatest,
  useLoad,
  useMessages,
  type WidgetErrorDetail,
  type WidgetLocaleProps,
} from '@joognoo/widget-kit';
import type { JobBoardMessageId } from './catalog';
import { useJobBoardClient, type JobBoardClient } from './client';
import type { ApplicationFormClient, ApplicationFormValues, ApplicationSubmitDetail, ApplicationSuccessDetail } from './application';
import { CONTENT_VALUES } from './content';
import { formatEmploymentType, formatLocation, formatPosted, formatSalary, type JobBoardLanguage } from './format';
import { JobBoardLocale } from './locale';
import { Facts, Muted } from './styles';

export interface JobDetailData {
  /** The job, or `null` when the server knows it does not exist (renders 'Job Not Found'). */
  job: Job | null;
}

export interface JobDetailProps extends WidgetLocaleProps {
  /** Slug of the job (`GET /api/jobs/slug/{slug}`). */
  slug: string;
  /** Server-rendered data: with it the page renders at once. */
  initialData?: JobDetailData;
  client?: JobBoardClient;
  /** API origin for embeds. Default: same origin. */
  apiBase?: string;
  linkComponent?: LinkComponent;
  /** The careers page ('Back to Careers', 'View All Jobs'). Default `/careers`. */
  careersHref?: string;
  /**
   * Where 'Apply Now' and 'Apply for this Position' lead. Default: the application form of
   * this page (`#apply`).
   */
  applyHref?: (job: Job) => string;
  /**
   * The id of the application section, the Apply buttons' `#` target. Default `apply`; give
   * a second job detail on one React page its own.
   */
  applySectionId?: string;
  /** Where the application form posts without JavaScript. Default `/careers/{slug}/apply`. */
  applicationAction?: string;
  /** The privacy policy the form's consent links to. Default `/privacy-policy`. */
  privacyHref?: string;
  /** The partner id whose page embeds the board; sent with the application as `partner`. */
  partner?: string;
  /** Free label of where the board is placed (in the submission events' detail). */
  source?: string;
  /** Values the form starts with (a server re-rendering a failed no-JavaScript post). */
  applicationValues?: Partial<ApplicationFormValues>;
  /** Messages the form starts with, by field (`cv` for the file). */
  applicationErrors?: FieldErrors;
  /** Shown above the form (a server's notice after a no-JavaScript post). */
  applicationNotice?: ReactNode;
  /** Address shared by 'Share Job'. Default: the browser's current address. */
  url?: string;
  /** 'Now' for the relative posted time (tests, SSR). Default: the current time. */
  now?: Date;
  /** Replaces the company blurb (default: the `jobBoard.detail.companyBlurb` message). */
  companyBlurb?: ReactNode;
  /** Replaces the equal-opportunity statement (default: the `jobBoard.detail.equalOpportunityStatement` message). */
  equalOpportunityStatement?: ReactNode;
  /**
   * Level of the job title (1–5), to fit the page's outline; the sections and the apply card
   * take the level below. Default 1.
   */
  headingLevel?: HeadingLevel;
  /**
   * Add the job's JobPosting JSON-LD to the page's `<head>` (one script, its `url` the page's
   * address or `url`; removed on unmount). Default false (the custom element turns it on).
   */
  jsonLd?: boolean;
  /** CSP nonce of the JSON-LD script. */
  nonce?: string;
  onReady?: (detail?: Record<string, unknown>) => void;
  /** Loading the job failed, or an application failed (detail: `ApplicationErrorDetail`). */
  onError?: (detail: WidgetErrorDetail) => void;
  /** A valid application is being sent. */
  onSubmit?: (detail: ApplicationSubmitDetail) => void;
  /** The API accepted an application. */
  onSuccess?: (detail: ApplicationSuccessDetail) => void;
}

/**
 * The application section's content (its heading, the form, the schema and texts), fetched
 * the first time a job's page renders: never part of the list's bytes.
 */
const ApplicationSection = lazy(() => import('./application-section'));

/** The id of the application section, the target of the Apply buttons. */
export const APPLY_SECTION_ID = 'apply';

const NOT_FOUND = { data: null } as const;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  padding-bottom: ${vars.space['8']};
  border-bottom: 1px solid ${vars.color.border};

  ${container.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }

  ${ANY_HEADING} {
    margin: ${vars.space['2']} 0 ${vars.space['4']};
    ${detailTitle}
  }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  flex: none;
`;

const Layout = styled(DetailColumns)`
  margin-top: ${vars.space['10']};

  ${container.lg} {
    gap: ${vars.space['10']};
  }
`;

const Body = styled(DetailSections)`
  p,
  li {
    font-size: ${vars.fontSize.base};
    line-height: ${vars.lineHeight.relaxed};
  }

  p {
    margin: 0;
  }

  ul {
    margin: 0;
    padding-inline-start: ${vars.space['5']};
  }

  li + li {
    margin-top: ${vars.space['2']};
  }
`;

const SideCard = styled(DetailCard)`
  align-self: start;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  margin-top: ${vars.space['12']};
  padding-top: ${vars.space['8']};
  border-top: 1px solid ${vars.color.border};
`;

const ApplySection = styled.section`
  margin-top: ${vars.space['12']};
  padding-top: ${vars.space['8']};
  border-top: 1px solid ${vars.color.border};
  scroll-margin-top: ${vars.space['8']};

  & > ${ANY_HEADING} {
    margin: 0 0 ${vars.space['6']};
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const FormPlaceholder = styled.p`
  min-height: 720px;
  margin: 0;
`;

const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};
`;

const SkeletonCard = styled(Card)`
  padding: ${vars.space['6']};
  gap: ${vars.space['3']};
`;

function ListSection({
  id,
  title,
  items,
  level,
}: {
  id: string;
  title: string;
  items: readonly string[];
  level: number;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <LevelHeading level={level} id={id}>
        {title}
      </LevelHeading>
      {/* The job's own text: it reads in its own direction (`dir="auto"`), whatever the page's. */}
      <ul dir="auto">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function JobSkeleton({ language }: { language: Language }) {
  return (
    <DetailLoading label={language.t('jobBoard.detail.loading')} lang={language.locale} dir={language.dir}>
      <SkeletonStack>
        {Array.from({ length: LIMITS.jobDetailSkeletons }, (_, i) => (
          <SkeletonCard key={i} data-testid="job-skeleton" aria-hidden="true">
            <Skeleton width={i === 0 ? '60%' : '35%'} height={i === 0 ? '32px' : '20px'} />
            <Skeleton width="100%" height="14px" />
            <Skeleton width="85%" height="14px" />
          </SkeletonCard>
        ))}
      </SkeletonStack>
    </DetailLoading>
  );
}

/** The department badge, the title, the facts (department, location, type, salary, posted) and the actions. */
function JobHeader({ job, level, now, actions, language }: { job: Job; level: number; now?: Date; actions: ReactNode; language: Language }) {
  const { t } = language;
  return (
    <Header>
      <div>
        <Badge variant="secondary">{job.department.name}</Badge>
        <LevelHeading level={level}>{job.title}</LevelHeading>
        <Facts>
          {/* Each value isolated: "Remote (Finland)" keeps its parentheses on an Arabic page. */}
          <li>
            <Icon name="briefcase" />
            <VisuallyHidden>{t('jobBoard.facts.department')}</VisuallyHidden>
            <bdi>{job.department.name}</bdi>
          </li>
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
          <li>
            <Icon name="calendar" />
            <time dateTime={job.postedAt} suppressHydrationWarning>{formatPosted(job.postedAt, now, language)}</time>
          </li>
        </Facts>
      </div>
      <HeaderActions>{actions}</HeaderActions>
    </Header>
  );
}

/** Overview, the three lists, the company and the equal-opportunity statement. */
function JobSections({
  job,
  ids,
  level,
  companyBlurb,
  equalOpportunityStatement,
  language,
}: {
  job: Job;
  ids: string;
  level: number;
  companyBlurb: ReactNode;
  equalOpportunityStatement: ReactNode;
  language: Language;
}) {
  const { t } = language;
  return (
    <Body>
      <section aria-labelledby={`${ids}-overview`}>
        <LevelHeading level={level} id={`${ids}-overview`}>
          {t('jobBoard.detail.overview')}
        </LevelHeading>
        <p dir="auto">{job.overview}</p>
      </section>
      <ListSection id={`${ids}-responsibilities`} title={t('jobBoard.detail.responsibilities')} items={job.responsibilities} level={level} />
      <ListSection id={`${ids}-requirements`} title={t('jobBoard.detail.requirements')} items={job.requirements} level={level} />
      <ListSection id={`${ids}-benefits`} title={t('jobBoard.detail.benefits')} items={job.benefits} level={level} />
      <section aria-labelledby={`${ids}-company`}>
        <LevelHeading level={level} id={`${ids}-company`}>
          {t('jobBoard.detail.about', { brand: BRAND.name })}
        </LevelHeading>
        {/* Isolated: a blurb or statement in another language than the page's keeps its punctuation. */}
        <p>
          <bdi>{companyBlurb}</bdi>
        </p>
      </section>
      <section aria-labelledby={`${ids}-eeo`}>
        <LevelHeading level={level} id={`${ids}-eeo`}>
          {t('jobBoard.detail.equalOpportunity')}
        </LevelHeading>
        <p>
          <bdi>{equalOpportunityStatement}</bdi>
        </p>
      </section>
    </Body>
  );
}

/**
 * The application section (the Apply buttons' target): the form, fetched the first time a job's
 * page renders, with a placeholder of its height meanwhile.
 */
function JobApplication({
  sectionRef,
  job,
  level,
  headingId,
  formClient,
  applySectionId = APPLY_SECTION_ID,
  applicationAction,
  privacyHref = '/privacy-policy',
  partner = '',
  source = '',
  applicationValues,
  applicationErrors,
  applicationNotice,
  onSubmit,
  onSuccess,
  onError,
  language,
}: JobDetailProps & {
  sectionRef: RefObject<HTMLElement | null>;
  job: Job;
  level: number;
  headingId: string;
  formClient: () => ApplicationFormClient;
  language: Language;
}) {
  return (
    <ApplySection id={applySectionId} ref={sectionRef} tabIndex={-1}>
      <Suspense fallback={<FormPlaceholder>{language.t('jobBoard.detail.loadingForm')}</FormPlaceholder>}>
        <ApplicationSection
          key={job.slug}
          job={job}
          level={level}
          headingId={headingId}
          notice={applicationNotice}
          client={formClient}
          partner={partner}
          source={source}
          action={applicationAction ?? `/careers/${encodeURIComponent(job.slug)}/apply`}
          privacyHref={privacyHref}
          initialValues={applicationValues}
          initialErrors={applicationErrors}
          onSubmit={onSubmit}
          onSuccess={onSuccess}
          onError={onError}
        />
      </Suspense>
    </ApplySection>
  );
}

/** One job: facts, Apply and Share, every section, or the skeleton / Job Not Found views. */
export function JobDetail({ locale, messages, ...props }: JobDetailProps) {
  return (
    <JobBoardLocale locale={locale} messages={messages}>
      {() => (
        <EnsureToasts>
          <JobDetailView {...props} />
        </EnsureToasts>
      )}
    </JobBoardLocale>
  );
}

type Language = JobBoardLanguage & { dir: 'ltr' | 'rtl' };

/** The job, loaded unless the server gave it (`null`: not found), its JSON-LD, and `onReady` once settled. */
function useJob({ slug, initialData, client, apiBase, url, jsonLd, nonce, onReady, onError }: JobDetailProps) {
  const getClient = useJobBoardClient(client, apiBase);
  const onReadyRef = useLatest(onReady);
  const initialMatches = initialData !== undefined && (initialData.job === null || initialData.job.slug === slug);
  // A failed load (a 404 too) shows 'Job Not Found'.
  const loaded = useLoad(() => getClient().getJobBySlug(slug), [getClient, slug], {
    initial: initialMatches ? initialData.job : undefined,
    onError: (error) => onError?.(toErrorDetail(error)),
  });
  const readyFor = useRef<string | null>(null);
  // The given client when it can apply, else one for `apiBase`.
  const applicationClient = useCallback((): ApplicationFormClient => {
    const made = getClient() as Partial<ApplicationFormClient>;
    return typeof made.submitApplication === 'function' ? (made as ApplicationFormClient) : createApiClient({ baseUrl: apiBase ?? '' });
  }, [getClient, apiBase]);
  const current = loaded.status === 'ready' ? loaded : loaded.status === 'error' ? NOT_FOUND : null;
  const shown = current?.data ?? null;
  usePageJsonLd(shown ? (postings) => postings.postingsJsonLd([shown], () => url ?? window.location.href, apiBase) : null, { enabled: jsonLd, nonce });

  useEffect(() => {
    if (current && readyFor.current !== slug) {
      readyFor.current = slug;
      onReadyRef.current?.({ found: current.data !== null });
    }
  }, [current, slug, onReadyRef]);

  return { current, applicationClient };
}

function JobDetailView(props: JobDetailProps) {
  const {
    linkComponent: Link = DefaultLink,
    careersHref = '/careers',
    applyHref,
    applySectionId = APPLY_SECTION_ID,
    url,
    now,
    headingLevel,
  } = props;
  const language = useMessages<JobBoardMessageId>();
  const { t } = language;
  const companyBlurb = props.companyBlurb === undefined ? t('jobBoard.detail.companyBlurb', CONTENT_VALUES) : props.companyBlurb;
  const equalOpportunityStatement =
    props.equalOpportunityStatement === undefined ? t('jobBoard.detail.equalOpportunityStatement', CONTENT_VALUES) : props.equalOpportunityStatement;
  const root = { lang: language.locale, dir: language.dir };
  // At most h5: the sections take the level below.
  const level = toHeadingLevel(headingLevel, 1, 5);
  // Ids unique per instance: two of this widget on one page never share one.
  const ids = useId();
  const share = useShareLink();
  const { current, applicationClient } = useJob(props);
  const applySection = useRef<HTMLElement>(null);

  if (!current) return <JobSkeleton language={language} />;

  const job = current.data;
  if (!job) {
    return (
      <DetailNotFound level={level} title={t('jobBoard.detail.notFound')} {...root}>
        <Muted as="p">{t('jobBoard.detail.notFoundDescription')}</Muted>
        <Button as={Link} href={careersHref} to={careersHref}>
          {t('jobBoard.detail.viewAllJobs')}
        </Button>
      </DetailNotFound>
    );
  }

  const closed = Boolean(job.closedAt);
  const apply = applyHref ? applyHref(job) : `#${applySectionId}`;
  // In a custom element the section is in a shadow root, out of reach of the page's own
  // `#apply` navigation: the buttons scroll to it and move the focus there themselves.
  const toForm = (event: MouseEvent) => {
    if (applyHref || !applySection.current) return;
    event.preventDefault();
    applySection.current.scrollIntoView({ behavior: 'smooth', block: 'start' });
    applySection.current.focus({ preventScroll: true });
  };
  const applyButton = (children: string) =>
    applyHref ? (
      <Button as={Link} href={apply} to={apply}>
        {children}
      </Button>
    ) : (
      <Button as="a" href={apply} onClick={toForm}>
        {children}
      </Button>
    );
  const shareJob = () =>
    share({
      url: url ?? window.location.href,
      title: job.title,
      text: t('jobBoard.detail.shareText', { title: job.title, brand: BRAND.name }),
      copiedDescription: t('jobBoard.detail.linkCopied'),
    });

  return (
    <DetailPage
      {...root}
      back={
        <DetailBackLink>
          <Link href={careersHref} to={careersHref}>
            <Icon name="arrow-start" /> {t('jobBoard.detail.backToCareers')}
          </Link>
        </DetailBackLink>
      }
    >
      <article>
        <JobHeader
          job={job}
          level={level}
          now={now}
          language={language}
          actions={
            <>
              {closed ? null : applyButton(t('jobBoard.detail.applyNow'))}
              <Button variant="apple-outline" onClick={() => void shareJob()}>
                {t('jobBoard.detail.share')}
              </Button>
            </>
          }
        />
        <Layout>
          <JobSections
            job={job}
            ids={ids}
            level={level + 1}
            companyBlurb={companyBlurb}
            equalOpportunityStatement={equalOpportunityStatement}
            language={language}
          />
          <SideCard as="aside" aria-labelledby={`${ids}-apply`}>
            <LevelHeading level={level + 1} id={`${ids}-apply`}>
              {t('jobBoard.detail.interested')}
            </LevelHeading>
            <Muted>
              <bdi>{job.title}</bdi> · <bdi>{formatLocation(job.location, language)}</bdi>
            </Muted>
            {closed ? null : applyButton(t('jobBoard.detail.applyForPosition'))}
          </SideCard>
        </Layout>
        <JobApplication {...props} sectionRef={applySection} job={job} level={level + 1} headingId={`${ids}-apply-form`} formClient={applicationClient} language={language} />
        <Footer>
          <Button as={Link} href={careersHref} to={careersHref} variant="apple-secondary">
            {t('jobBoard.detail.backToCareers')}
          </Button>
        </Footer>
      </article>
    </DetailPage>
  );
}
