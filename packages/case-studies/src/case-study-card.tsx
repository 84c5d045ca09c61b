import styled from 'styled-components';
import type { CaseStudy } from '@joognoo/schemas';
import { Badge, Button, MediaCard, MediaCardMedia, headingTag, container, vars } from '@joognoo/ui';
import { coverImageUrl, formatList, formatMonthYear } from './format';
import { WidgetLocale, type LinkComponent, type WidgetLocaleProps } from '@joognoo/widget-kit';
import { CASE_STUDIES_CATALOG } from './catalog';
import { useCaseStudiesLanguage } from './language';
import { Badges, Meta, TitleLink } from './styles';

const Company = styled.p`
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

const Excerpt = styled.p`
  flex: 1 1 auto;
  color: ${vars.color.muted};
  line-height: ${vars.lineHeight.relaxed};
`;

const Title = styled.h3<{ $large?: boolean }>`
  margin: 0;
  font-size: ${({ $large }) => ($large ? vars.fontSize['2xl'] : vars.fontSize.xl)};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  letter-spacing: ${vars.letterSpacing.tight};

  ${container.md} {
    font-size: ${({ $large }) => ($large ? vars.fontSize['3xl'] : vars.fontSize.xl)};
  }
`;

/*
 * Side by side from lg (of the list's own width): the cover fills its column's full height. Its 16:9 aspect ratio is
 * dropped there: with a row-high height it would size the width from the height and spill
 * over the text column.
 */
const FeaturedLayout = styled(MediaCard)`
  ${container.lg} {
    display: grid;
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);

    ${MediaCardMedia} {
      aspect-ratio: auto;
      height: 100%;
      min-height: 320px;
    }
  }
`;

const Results = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space['5']};
  color: ${vars.color.foreground};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  li + li {
    margin-top: ${vars.space['1']};
  }
`;

export interface CaseStudyCardProps extends WidgetLocaleProps {
  caseStudy: CaseStudy;
  href: string;
  Link: LinkComponent;
  apiBase?: string | undefined;
  featured?: boolean;
  /** Level of the title element. Default 3. */
  headingLevel?: number;
}

/** A case study as a grid card, or (`featured`) as the large card above the grid, in `locale`. */
export function CaseStudyCard(props: CaseStudyCardProps) {
  return (
    <WidgetLocale catalog={CASE_STUDIES_CATALOG} widget="@joognoo/case-studies" locale={props.locale} messages={props.messages}>
      <CaseStudyCardView {...props} marked />
    </WidgetLocale>
  );
}

/**
 * The card in the language around it (the browser's); `marked`: its root carries `lang` and
 * `dir` (a card shown on its own).
 */
export function CaseStudyCardView({
  caseStudy: cs,
  href,
  Link,
  apiBase,
  featured = false,
  headingLevel = 3,
  marked = false,
}: CaseStudyCardProps & { marked?: boolean }) {
  const language = useCaseStudiesLanguage();
  const { t, formatLocale } = language;
  const root = marked ? { lang: language.locale, dir: language.dir } : {};
  const body = (
    <>
      <Badges>
        {featured ? <Badge>{t('caseStudies.card.featured')}</Badge> : null}
        <Badge variant="secondary">{cs.industry}</Badge>
      </Badges>
      <Title as={headingTag(headingLevel)} $large={featured}>
        <TitleLink>
          <Link href={href} to={href}>
            <bdi>{cs.title}</bdi>
          </Link>
        </TitleLink>
      </Title>
      {/* The case study's names and texts isolated: their punctuation stays theirs on an Arabic page. */}
      <Company>
        <bdi>{cs.company}</bdi>
      </Company>
      <Meta>
        <time dateTime={cs.publishedAt}>{formatMonthYear(cs.publishedAt, formatLocale)}</time>
        {cs.accelerators.length > 0 ? (
          <>
            <span aria-hidden="true">·</span>
            <bdi>{formatList(cs.accelerators, formatLocale)}</bdi>
          </>
        ) : null}
      </Meta>
      <Excerpt>
        <bdi>{cs.excerpt}</bdi>
      </Excerpt>
      {featured && cs.results.length > 0 ? (
        <Results aria-label={t('caseStudies.card.keyResults')}>
          {cs.results.slice(0, 3).map((r, i) => (
            <li key={i}>
              <bdi>{r}</bdi>
            </li>
          ))}
        </Results>
      ) : null}
      <div>
        <Button
          as={Link}
          href={href}
          to={href}
          variant={featured ? 'apple' : 'apple-outline'}
          size="sm"
          aria-label={t('caseStudies.card.readLabel', { title: cs.title })}
        >
          {t('caseStudies.card.read')}
        </Button>
      </div>
    </>
  );
  const cover = (
    <img
      src={coverImageUrl(cs.coverImage, apiBase)}
      alt=""
      width={featured ? 960 : 640}
      height={featured ? 540 : 360}
      loading={featured ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  // A styled wrapper takes the element as `forwardedAs` (its own `as` would replace MediaCard).
  return featured ? (
    <FeaturedLayout {...root} forwardedAs="article" interactive data-testid="featured-case-study" data-slug={cs.slug} media={cover}>
      {body}
    </FeaturedLayout>
  ) : (
    <MediaCard {...root} as="article" interactive data-testid="case-study-card" data-slug={cs.slug} media={cover}>
      {body}
    </MediaCard>
  );
}
