import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { BRAND, type CaseStudy } from '@joognoo/schemas';
import {
  ANY_HEADING,
  Badge,
  Button,
  DetailAside,
  DetailCard,
  DetailColumns,
  DetailCover,
  DetailLoading,
  DetailNotFound,
  DetailPage,
  DetailSections,
  Icon,
  LevelHeading,
  Skeleton,
  focusRing,
  container,
  detailTitle,
  toHeadingLevel,
  useShareLink,
  useToast,
  vars,
  type HeadingLevel,
} from '@joognoo/ui';
import {
  DefaultLink,
  EnsureToasts,
  WidgetLocale,
  toErrorDetail,
  useLatest,
  useLoad,
  type LinkComponent,
  type WidgetErrorDetail,
  type WidgetLocaleProps,
} from '@joognoo/widget-kit';
import { CASE_STUDIES_CATALOG } from './catalog';
import { useCaseStudiesClient, type CaseStudiesClient } from './client';
import { coverImageUrl, formatFullDate } from './format';
import { readTimeText, useCaseStudiesLanguage } from './language';
import { Badges, Meta, Muted } from './styles';

export interface CaseStudyDetailData {
  /** The case study, or `null` when the server knows it does not exist (renders the not-found view). */
  caseStudy: CaseStudy | null;
}

export interface CaseStudyDetailProps extends WidgetLocaleProps {
  /** Slug of the case study (`GET /api/case-studies/{slug}`). */
  slug: string;
  initialData?: CaseStudyDetailData;
  client?: CaseStudiesClient;
  /** API origin for embeds; also resolves image paths. Default: same origin. */
  apiBase?: string;
  linkComponent?: LinkComponent;
  /** The list page (back buttons). Default `/case-studies`. */
  listHref?: string;
  /** The 'Contact Us' card. Default `/contact`. */
  contactHref?: string;
  /** Address shared by 'Share Case Study'. Default: the browser's current address. */
  url?: string;
  /**
   * Level of the case study's title (1–5), to fit the page's outline; its sections and side
   * cards take the level below. Default 1.
   */
  headingLevel?: HeadingLevel;
  onReady?: (detail?: Record<string, unknown>) => void;
  onError?: (detail: WidgetErrorDetail) => void;
}

/** What is shared when the case study has no title or no excerpt (English; the widget shares `caseStudies.share.*`). */
export const SHARE_FALLBACK_TITLE = `${BRAND.name} Case Study`;
export const SHARE_FALLBACK_TEXT = `Check out this case study from ${BRAND.name}`;

/**
 * 'About {company}' text: the company description, else '{company} is an industry leader in
 * {industry}.' (English; the widget says it with `caseStudies.detail.aboutFallback`).
 */
export function companyAbout(cs: Pick<CaseStudy, 'company' | 'industry' | 'companyDescription'>): string {
  return cs.companyDescription?.trim() || `${cs.company} is an industry leader in ${cs.industry}.`;
}

const BackRow = styled.div`
  margin-bottom: ${vars.space['6']};
`;

// Spacing as classes, never inline style attributes: a host page's CSP may forbid those.
const BottomBackRow = styled(BackRow)`
  margin-top: ${vars.space['12']};
`;

const SpacedSkeleton = styled(Skeleton)<{ $gap: '4' | '6' }>`
  margin-top: ${({ $gap }) => vars.space[$gap]};
`;

const Hero = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['8']};
  align-items: center;

  ${container.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  ${ANY_HEADING} {
    margin: ${vars.space['4']} 0 ${vars.space['2']};
    ${detailTitle}
  }
`;

const Company = styled.p`
  margin: 0 0 ${vars.space['3']};
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

const Excerpt = styled.p`
  margin: ${vars.space['4']} 0 ${vars.space['6']};
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.relaxed};
`;

const Cover = styled(DetailCover)`
  border-radius: ${vars.radius.xl};
`;

const Layout = styled(DetailColumns)`
  margin-top: ${vars.space['12']};
`;

const Rich = styled.div`
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.relaxed};
  overflow-wrap: anywhere;

  p,
  ul,
  ol {
    margin: 0 0 ${vars.space['4']};
  }
  a {
    color: ${vars.color.primary};
  }
`;

// The tick before each outcome: a drawing, not mirrored; it stands at the start of the line.
// eslint-disable-next-line local/no-physical-direction -- a check mark drawn with two borders of a rotated box, the same in either direction
const checkMark = css`border-left: 2px solid ${vars.color.success};`;

const Outcomes = styled.ul`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-block: ${vars.space['4']};
    padding-inline: ${vars.space['10']} ${vars.space['4']};
    border-radius: ${vars.radius.md};
    background: ${vars.color.successSubtle};
    line-height: ${vars.lineHeight.normal};
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: ${vars.space['4']};
    top: 20.8px;
    width: 14.4px;
    height: 8px;
    ${checkMark}
    border-bottom: 2px solid ${vars.color.success};
    transform: rotate(-45deg);
  }
`;

const SideCard = styled(DetailCard)`
  gap: ${vars.space['3']};

  p {
    margin: 0;
    line-height: ${vars.lineHeight.normal};
  }
  dl {
    display: grid;
    gap: ${vars.space['2']};
    margin: 0;
  }
  dt {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
  dd {
    margin: 0 0 ${vars.space['2']};
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** Its arrow as wide as the arrow character it replaces (a button's icons are larger). */
const BackButtonLink = styled.span`
  a {
    ${focusRing}
  }

  a svg {
    width: 1em;
    height: 1em;
  }
`;

const NOT_FOUND = { data: null } as const;

function CaseStudySkeleton() {
  const language = useCaseStudiesLanguage();
  return (
    <DetailLoading label={language.t('caseStudies.detail.loading')} lang={language.locale} dir={language.dir}>
      <Hero aria-hidden="true">
        <div>
          <Skeleton width="30%" height="24px" radius="full" />
          <SpacedSkeleton width="90%" height="40px" $gap="4" />
          <SpacedSkeleton width="40%" height="20px" $gap="4" />
          <SpacedSkeleton width="100%" height="64px" $gap="6" />
        </div>
        <Skeleton width="100%" height="256px" radius="lg" />
      </Hero>
    </DetailLoading>
  );
}

/** Industry and accelerator badges, title, company, date and read time, excerpt, share, and the cover. */
function CaseStudyHero({ cs, level, apiBase, onShare }: { cs: CaseStudy; level: number; apiBase?: string; onShare: () => void }) {
  const { t, formatLocale } = useCaseStudiesLanguage();
  const readTime = readTimeText(t, cs.readTime);
  return (
    <Hero>
      <div>
        <Badges>
          <Badge>{cs.industry}</Badge>
          {cs.accelerators.map((a) => (
            <Badge key={a} variant="outline">
              {a}
            </Badge>
          ))}
        </Badges>
        <LevelHeading level={level}>{cs.title}</LevelHeading>
        <Company>
          <bdi>{cs.company}</bdi>
        </Company>
        <Meta>
          <time dateTime={cs.publishedAt}>{formatFullDate(cs.publishedAt, formatLocale)}</time>
          {readTime ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{readTime}</span>
            </>
          ) : null}
        </Meta>
        <Excerpt>
          <bdi>{cs.excerpt}</bdi>
        </Excerpt>
        <Button variant="apple-outline" onClick={onShare}>
          {t('caseStudies.detail.share')}
        </Button>
      </div>
      <Cover src={coverImageUrl(cs.coverImage, apiBase)} alt="" width={1200} height={675} decoding="async" />
    </Hero>
  );
}

/** The Challenge, Our Solution, Results & Impact (the API's sanitized HTML) and Key Outcomes. */
function CaseStudySections({ cs, ids, level }: { cs: CaseStudy; ids: string; level: number }) {
  const { t } = useCaseStudiesLanguage();
  return (
    <DetailSections>
      <section aria-labelledby={`${ids}-challenge`}>
        <LevelHeading level={level} id={`${ids}-challenge`}>
          {t('caseStudies.detail.challenge')}
        </LevelHeading>
        {/* Case-study HTML is our own content, sanitized by the API. It reads in its own
            direction (`dir="auto"`), whatever the page's. */}
        <Rich dir="auto" dangerouslySetInnerHTML={{ __html: cs.challenge }} />
      </section>
      <section aria-labelledby={`${ids}-solution`}>
        <LevelHeading level={level} id={`${ids}-solution`}>
          {t('caseStudies.detail.solution')}
        </LevelHeading>
        <Rich dir="auto" dangerouslySetInnerHTML={{ __html: cs.solution }} />
      </section>
      <section aria-labelledby={`${ids}-impact`}>
        <LevelHeading level={level} id={`${ids}-impact`}>
          {t('caseStudies.detail.impact')}
        </LevelHeading>
        <Rich dir="auto" dangerouslySetInnerHTML={{ __html: cs.impact }} />
      </section>
      {cs.results.length > 0 ? (
        <section aria-labelledby={`${ids}-outcomes`}>
          <LevelHeading level={level} id={`${ids}-outcomes`}>
            {t('caseStudies.detail.outcomes')}
          </LevelHeading>
          <Outcomes>
            {cs.results.map((r, i) => (
              <li key={i}>
                <bdi>{r}</bdi>
              </li>
            ))}
          </Outcomes>
        </section>
      ) : null}
    </DetailSections>
  );
}

/** About the company (size, location), the contact card and the tags. */
function CaseStudyAside({ cs, ids, level, contact }: { cs: CaseStudy; ids: string; level: number; contact: ReactNode }) {
  const { t } = useCaseStudiesLanguage();
  const about = cs.companyDescription?.trim() || t('caseStudies.detail.aboutFallback', { company: cs.company, industry: cs.industry });
  return (
    <DetailAside>
      <SideCard as="section" aria-labelledby={`${ids}-about`}>
        <LevelHeading level={level} id={`${ids}-about`}>
          {t('caseStudies.detail.about', { company: cs.company })}
        </LevelHeading>
        <p>
          <bdi>{about}</bdi>
        </p>
        {cs.companySize || cs.location ? (
          <dl>
            {cs.companySize ? (
              <div>
                <dt>{t('caseStudies.detail.companySize')}</dt>
                <dd>
                  <bdi>{cs.companySize}</bdi>
                </dd>
              </div>
            ) : null}
            {cs.location ? (
              <div>
                <dt>{t('caseStudies.detail.location')}</dt>
                <dd>
                  <bdi>{cs.location}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </SideCard>
      <SideCard as="section" aria-labelledby={`${ids}-contact`}>
        <LevelHeading level={level} id={`${ids}-contact`}>
          {t('caseStudies.detail.contactTitle')}
        </LevelHeading>
        <Muted>{t('caseStudies.detail.contactDescription')}</Muted>
        <div>{contact}</div>
      </SideCard>
      {cs.tags.length > 0 ? (
        <SideCard as="section" aria-labelledby={`${ids}-tags`}>
          <LevelHeading level={level} id={`${ids}-tags`}>
            {t('caseStudies.detail.tags')}
          </LevelHeading>
          <Badges>
            {cs.tags.map((t) => (
              <Badge key={t} variant="secondary">
                {t}
              </Badge>
            ))}
          </Badges>
        </SideCard>
      ) : null}
    </DetailAside>
  );
}

/** One case study: hero, challenge / solution / impact, Key Outcomes, sidebar, share. */
export function CaseStudyDetail(props: CaseStudyDetailProps) {
  return (
    <WidgetLocale catalog={CASE_STUDIES_CATALOG} widget="@joognoo/case-studies" locale={props.locale} messages={props.messages}>
      <EnsureToasts>
        <CaseStudyDetailView {...props} />
      </EnsureToasts>
    </WidgetLocale>
  );
}

/** The case study, loaded unless the server gave it (`null`: not found; a failure toasts), and `onReady` once settled. */
function useCaseStudy({ slug, initialData, client, apiBase, onReady, onError }: CaseStudyDetailProps) {
  const { toast } = useToast();
  const { t } = useCaseStudiesLanguage();
  const getClient = useCaseStudiesClient(client, apiBase);
  const onReadyRef = useLatest(onReady);
  const initialMatches =
    initialData !== undefined && (initialData.caseStudy === null || initialData.caseStudy.slug === slug);
  // A failed load (a 404 too) shows 'Case Study Not Found' after an error toast.
  const loaded = useLoad(() => getClient().getCaseStudy(slug), [getClient, slug], {
    initial: initialMatches ? initialData.caseStudy : undefined,
    onError: (error) => {
      toast({
        title: t('caseStudies.error.title'),
        description: t('caseStudies.error.detail'),
        variant: 'destructive',
      });
      onError?.(toErrorDetail(error));
    },
  });
  const readyFor = useRef<string | null>(null);
  const current = loaded.status === 'ready' ? loaded : loaded.status === 'error' ? NOT_FOUND : null;

  useEffect(() => {
    if (current && readyFor.current !== slug) {
      readyFor.current = slug;
      onReadyRef.current?.({ found: current.data !== null });
    }
  }, [current, slug, onReadyRef]);
  return current;
}

/** The case study in the language around it, toasts provided (`CaseStudyDetail` and the widget give both). */
export function CaseStudyDetailView(props: CaseStudyDetailProps) {
  const { apiBase, linkComponent: Link = DefaultLink, listHref = '/case-studies', contactHref = '/contact', url, headingLevel } = props;
  // At most h5: the sections take the level below.
  const level = toHeadingLevel(headingLevel, 1, 5);
  // Ids unique per instance: two of this widget on one page never share one.
  const ids = useId();
  const shareLink = useShareLink();
  const current = useCaseStudy(props);
  const language = useCaseStudiesLanguage();
  const { t } = language;
  const root = { lang: language.locale, dir: language.dir };

  const back = (
    <BackButtonLink>
      <Button as={Link} href={listHref} to={listHref} variant="apple-tertiary" size="sm">
        <Icon name="arrow-start" /> {t('caseStudies.detail.back')}
      </Button>
    </BackButtonLink>
  );

  if (!current) return <CaseStudySkeleton />;

  const cs = current.data;
  if (!cs) {
    return (
      <DetailNotFound {...root} level={level} title={t('caseStudies.detail.notFoundTitle')}>
        <Muted as="p">{t('caseStudies.detail.notFoundDescription')}</Muted>
        <Button as={Link} href={listHref} to={listHref}>
          {t('caseStudies.detail.back')}
        </Button>
      </DetailNotFound>
    );
  }

  const share = () =>
    shareLink({
      url: url ?? window.location.href,
      title: cs.title || t('caseStudies.share.fallbackTitle', { brand: BRAND.name }),
      text: cs.excerpt || t('caseStudies.share.fallbackText', { brand: BRAND.name }),
      copiedDescription: t('caseStudies.share.copied'),
    });

  return (
    <DetailPage {...root} back={<BackRow>{back}</BackRow>}>
      <article>
        <CaseStudyHero cs={cs} level={level} apiBase={apiBase} onShare={() => void share()} />
        <Layout>
          <CaseStudySections cs={cs} ids={ids} level={level + 1} />
          <CaseStudyAside
            cs={cs}
            ids={ids}
            level={level + 1}
            contact={
              <Button as={Link} href={contactHref} to={contactHref}>
                {t('caseStudies.detail.contactButton')}
              </Button>
            }
          />
        </Layout>
        <BottomBackRow>{back}</BottomBackRow>
      </article>
    </DetailPage>
  );
}
