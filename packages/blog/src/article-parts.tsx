import styled from 'styled-components';
import type { BlogPost } from '@joognoo/schemas';
import {
  ANY_HEADING,
  Badge,
  Button,
  DetailCard,
  LevelHeading,
  Spinner,
  detailTitle,
  focusRing,
  headingTag,
  vars,
  withElements,
} from '@joognoo/ui';
import { useMessages, type LinkComponent } from '@joognoo/widget-kit';
import type { BlogMessageId } from './catalog';
import { formatLongDate, formatShortDate, readTimeText } from './format';
import { resolveAssetUrl, shareLinks, truncateExcerpt } from './posts';
import { Muted } from './styles';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin-bottom: ${vars.space['4']};

  a {
    text-decoration: none;
    border-radius: ${vars.radius.full};
    ${focusRing}
  }
`;

const Title = styled.h1`
  margin: 0 0 ${vars.space['4']};
  ${detailTitle}
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: 0 0 ${vars.space['8']};
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
`;

const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
  margin-top: ${vars.space['10']};
  padding-top: ${vars.space['6']};
  border-top: 1px solid ${vars.color.border};

  & > ${ANY_HEADING} {
    width: 100%;
    margin: 0 0 ${vars.space['2']};
    font-size: ${vars.fontSize.base};
  }
`;

const RelatedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  margin: 0;
  padding: 0;
  list-style: none;

  li > ${ANY_HEADING} {
    margin: 0 0 ${vars.space['1']};
    font-size: ${vars.fontSize.base};
    line-height: ${vars.lineHeight.snug};
  }
  li > ${ANY_HEADING} a {
    color: inherit;
    text-decoration: none;
    border-radius: ${vars.radius.sm};
    ${focusRing}
  }
  li > ${ANY_HEADING} a:hover {
    color: ${vars.color.primary};
  }
  p {
    margin: 0;
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.normal};
  }
`;

const Author = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['4']};

  img,
  span[data-placeholder] {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${vars.radius.full};
  }
  span[data-placeholder] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }
  p {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
  }
`;

type Category = { id: number; name: string; slug?: string | null };

/** The category and tag badges, the title and the byline (date, read time, author). */
export function ArticleHeader({
  post,
  category,
  categoryHref,
  level,
  Link,
}: {
  post: BlogPost;
  category: Category | null;
  categoryHref: (category: { id: number; slug?: string | null }) => string;
  level: number;
  Link: LinkComponent;
}) {
  const { t, formatLocale } = useMessages<BlogMessageId>();
  const date = post.publishedAt ?? post.createdAt;
  return (
    <>
      <Badges>
        {category ? (
          <Link href={categoryHref(category)} to={categoryHref(category)}>
            <Badge>{category.name}</Badge>
          </Link>
        ) : null}
        {post.tags.map((tag) => (
          <Badge key={tag} variant="secondary">
            {tag}
          </Badge>
        ))}
      </Badges>
      <Title as={headingTag(level)}>
        <bdi>{post.title}</bdi>
      </Title>
      <Byline>
        <time dateTime={date}>{formatLongDate(date, formatLocale)}</time>
        <span aria-hidden="true">·</span>
        <span>{readTimeText(post.readTime, t)}</span>
        <span aria-hidden="true">·</span>
        {/* The author's name isolated inside the sentence: its punctuation stays its own on an Arabic page. */}
        <span>{withElements((markers) => t('blog.article.byline', markers), { author: <bdi>{post.author.username}</bdi> })}</span>
      </Byline>
    </>
  );
}

/** 'Share this article': Twitter, LinkedIn and Facebook links, and 'Copy link' (`url`, else the page's address). */
export function ShareSection({ headingId, level, pageUrl, url, title }: { headingId: string; level: number; pageUrl: string; url?: string; title: string }) {
  const { t } = useMessages<BlogMessageId>();
  const share = shareLinks(pageUrl, title);
  const copyLink = () => {
    const address = url ?? window.location.href;
    navigator.clipboard.writeText(address).then(
      () => window.alert(t('blog.share.copied')),
      (error: unknown) => console.error('Copy link failed', error),
    );
  };
  return (
    <Share as="section" aria-labelledby={headingId}>
      <LevelHeading level={level} id={headingId}>
        {t('blog.share.title')}
      </LevelHeading>
      <Button variant="apple-secondary" size="sm" href={share.twitter} target="_blank" rel="noopener noreferrer">
        Twitter
      </Button>
      <Button variant="apple-secondary" size="sm" href={share.linkedin} target="_blank" rel="noopener noreferrer">
        LinkedIn
      </Button>
      <Button variant="apple-secondary" size="sm" href={share.facebook} target="_blank" rel="noopener noreferrer">
        Facebook
      </Button>
      <Button variant="apple-outline" size="sm" onClick={copyLink}>
        {t('blog.share.copyLink')}
      </Button>
    </Share>
  );
}

/** 'Related Articles': a spinner until loaded, then the posts (title, date, excerpt) or 'No related articles found.'. */
export function RelatedPanel({
  headingId,
  level,
  posts,
  postHref,
  Link,
}: {
  headingId: string;
  level: number;
  /** `null` while loading. */
  posts: BlogPost[] | null;
  postHref: (slug: string) => string;
  Link: LinkComponent;
}) {
  const { t, formatLocale } = useMessages<BlogMessageId>();
  return (
    <DetailCard as="section" aria-labelledby={headingId}>
      <LevelHeading level={level} id={headingId}>
        {t('blog.related.title')}
      </LevelHeading>
      {posts === null ? (
        <Spinner label={t('blog.related.loading')} />
      ) : posts.length > 0 ? (
        <RelatedList>
          {posts.map((p) => (
            <li key={p.id}>
              <LevelHeading level={level + 1}>
                <Link href={postHref(p.slug)} to={postHref(p.slug)}>
                  {p.title}
                </Link>
              </LevelHeading>
              <p>
                <time dateTime={p.publishedAt ?? p.createdAt}>{formatShortDate(p.publishedAt ?? p.createdAt, formatLocale)}</time>
              </p>
              <p>
                <bdi>{truncateExcerpt(p.excerpt)}</bdi>
              </p>
            </li>
          ))}
        </RelatedList>
      ) : (
        <Muted>{t('blog.related.none')}</Muted>
      )}
    </DetailCard>
  );
}

/** 'About the Author': the avatar (else the name's initial) and the name. */
export function AuthorPanel({ headingId, level, author, apiBase }: { headingId: string; level: number; author: BlogPost['author']; apiBase?: string }) {
  const { t } = useMessages<BlogMessageId>();
  const initial = author.username.trim().charAt(0).toUpperCase() || '?';
  return (
    <DetailCard as="section" aria-labelledby={headingId}>
      <LevelHeading level={level} id={headingId}>
        {t('blog.author.title')}
      </LevelHeading>
      <Author>
        {author.avatarUrl ? (
          <img src={resolveAssetUrl(author.avatarUrl, apiBase)} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span data-placeholder="" aria-hidden="true">
            {initial}
          </span>
        )}
        <p>
          <bdi>{author.username}</bdi>
        </p>
      </Author>
    </DetailCard>
  );
}
