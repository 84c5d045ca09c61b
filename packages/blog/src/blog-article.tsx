import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { LIMITS, type BlogPost } from '@joognoo/schemas';
import {
  ANY_HEADING,
  Badge,
  Button,
  Card,
  LevelHeading,
  Spinner,
  focusRing,
  headingTag,
  container,
  toHeadingLevel,
  vars,
  type HeadingLevel,
} from '@joognoo/ui';
import { categoryParam } from './category';
import { shiftContentHeadings } from './content-headings';
import { DefaultLink, type LinkComponent, toErrorDetail, useLatest, useLoad, type WidgetErrorDetail } from '@joognoo/widget-kit';
import { useBlogClient, type BlogClient } from './client';
import { formatLongDate, formatShortDate } from './format';
import {
  isHtmlContent,
  mapHeaderImage,
  resolveAssetUrl,
  selectRelated,
  shareLinks,
  splitParagraphs,
  truncateExcerpt,
} from './posts';
import { Loading, Muted, Page } from './styles';

export interface BlogArticleData {
  /** The post, or `null` when the server knows it does not exist (renders 'Article Not Found'). */
  post: BlogPost | null;
  /** Posts of the post's category (the current one is removed, 3 are kept). */
  related?: BlogPost[];
}

export interface BlogArticleProps {
  /** Slug of the post to show (`/blog/{slug}`). */
  slug: string;
  /** Server-rendered data: with it the article renders at once. */
  initialData?: BlogArticleData;
  client?: BlogClient;
  /** API origin for embeds; also resolves image paths. Default: same origin. */
  apiBase?: string;
  /** Address shared by the share buttons. Default: the browser's current address (after mount). */
  url?: string;
  linkComponent?: LinkComponent;
  /** The blog list address ('Back to Blog'). Default `/blog`. */
  blogHref?: string;
  /** Address of an article. Default `/blog/{slug}`. */
  postHref?: (slug: string) => string;
  /** Address of the list filtered by a category. Default `/blog?category={slug, else id}`. */
  categoryHref?: (category: { id: number; slug?: string | null }) => string;
  /**
   * Level of the article title (1–4), to fit the page's outline; the sections (share, Related
   * Articles, About the Author) take the level below, related article titles the one below that.
   * Default 1.
   */
  headingLevel?: HeadingLevel;
  onReady?: () => void;
  onError?: (detail: WidgetErrorDetail) => void;
}

const NO_POSTS: BlogPost[] = [];

const defaultPostHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
const defaultCategoryHref = (category: { id: number; slug?: string | null }) =>
  `/blog?category=${encodeURIComponent(categoryParam(category))}`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['10']};

  ${container.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${vars.space['12']};
  }
`;

const Back = styled.p`
  margin: 0 0 ${vars.space['6']};

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    border-radius: ${vars.radius.sm};
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  a {
    ${focusRing}
  }
`;

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
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: ${vars.letterSpacing.tight};

  ${container.md} {
    font-size: ${vars.fontSize['4xl']};
  }
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: 0 0 ${vars.space['8']};
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: ${vars.space['8']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Prose = styled.div`
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.relaxed};
  overflow-wrap: anywhere;

  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${vars.space['5']};
  }
  ${ANY_HEADING} {
    margin: ${vars.space['8']} 0 ${vars.space['3']};
    line-height: ${vars.lineHeight.snug};
  }
  a {
    color: ${vars.color.primary};
  }
  blockquote {
    padding-left: ${vars.space['4']};
    border-left: 3px solid ${vars.color.primary};
    color: ${vars.color.muted};
  }
  img {
    max-width: 100%;
    height: auto;
  }
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

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};
`;

const Panel = styled(Card)`
  padding: ${vars.space['6']};
  gap: ${vars.space['4']};

  & > ${ANY_HEADING} {
    margin: 0;
    font-size: ${vars.fontSize.xl};
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

const NotFound = styled.div`
  max-width: 576px;
  margin: ${vars.space['16']} auto;
  text-align: center;

  & > ${ANY_HEADING} {
    margin: 0 0 ${vars.space['4']};
    font-size: ${vars.fontSize['3xl']};
  }
  p {
    margin: 0 0 ${vars.space['8']};
  }
`;

function ArticleBody({ content, titleLevel }: { content: string; titleLevel: number }) {
  if (isHtmlContent(content)) {
    // The API sanitizes post HTML before it is stored and served.
    const html = shiftContentHeadings(content, titleLevel - 1);
    return <Prose data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Prose data-testid="article-body">
      {splitParagraphs(content).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </Prose>
  );
}

/** One blog article with share buttons, Related Articles and About the Author. */
export function BlogArticle({
  slug,
  initialData,
  client,
  apiBase,
  url,
  linkComponent = DefaultLink,
  blogHref = '/blog',
  postHref = defaultPostHref,
  categoryHref = defaultCategoryHref,
  headingLevel,
  onReady,
  onError,
}: BlogArticleProps) {
  // At most h4: related article titles sit two levels below the title.
  const level = toHeadingLevel(headingLevel, 1, 4);
  // Ids unique per instance: two of this widget on one page never share one.
  const ids = useId();
  const getClient = useBlogClient(client, apiBase);
  const onReadyRef = useLatest(onReady);
  const failed = (error: unknown) => onError?.(toErrorDetail(error));
  const initialMatches = initialData !== undefined && (initialData.post === null || initialData.post.slug === slug);
  const [pageUrl, setPageUrl] = useState(url ?? '');
  const readyFor = useRef<string | null>(null);

  useEffect(() => {
    setPageUrl(url ?? window.location.href);
  }, [url, slug]);

  // Loaded when there is no initial post for this slug (embeds, client-side navigation);
  // a failure shows 'Article Not Found'.
  const postLoad = useLoad(() => getClient().getPost(slug), [getClient, slug], {
    initial: initialMatches ? initialData.post : undefined,
    onError: failed,
  });
  const post = postLoad.status === 'ready' ? postLoad.data : null;
  const categoryId = post?.categoryId ?? null;
  // One more than shown, so 3 remain once the current post is removed.
  const relatedLoad = useLoad(
    post && categoryId !== null ? () => getClient().getCategoryPosts(categoryId, LIMITS.blogRelatedShown + 1) : null,
    [getClient, slug, post !== null, categoryId],
    { initial: initialMatches && initialData.related ? initialData.related : undefined, onError: failed },
  );
  const related =
    relatedLoad.status === 'ready'
      ? relatedLoad.data
      : relatedLoad.status === 'error' || (post && categoryId === null)
        ? NO_POSTS
        : null;

  const notFound = postLoad.status === 'error' || (postLoad.status === 'ready' && post === null);
  const settled = notFound || related !== null;
  useEffect(() => {
    if (settled && readyFor.current !== slug) {
      readyFor.current = slug;
      onReadyRef.current?.();
    }
  }, [settled, slug]);

  const Link = linkComponent;

  if (postLoad.status === 'loading') {
    return (
      <Page>
        <Loading role="status">
          <Spinner label="" role="presentation" aria-hidden="true" />
          <span>Loading article...</span>
        </Loading>
      </Page>
    );
  }

  if (notFound || !post) {
    return (
      <Page>
        <NotFound>
          <LevelHeading level={level}>Article Not Found</LevelHeading>
          <Muted as="p">Sorry, the article you're looking for doesn't exist or may have been removed.</Muted>
          <Button as={Link} href={blogHref} to={blogHref}>
            Back to Blog
          </Button>
        </NotFound>
      </Page>
    );
  }

  const cover = mapHeaderImage(post.coverImage);
  const date = post.publishedAt ?? post.createdAt;
  const share = shareLinks(pageUrl, post.title);
  const relatedPosts = selectRelated(related ?? [], post);
  const category =
    post.category ?? (post.categoryId != null ? { id: post.categoryId, name: `Category ${post.categoryId}`, slug: '' } : null);

  const copyLink = () => {
    const address = url ?? window.location.href;
    navigator.clipboard.writeText(address).then(
      () => window.alert('Link copied to clipboard!'),
      (error: unknown) => console.error('Copy link failed', error),
    );
  };

  const initial = post.author.username.trim().charAt(0).toUpperCase() || '?';

  return (
    <Page>
      <Back>
        <Link href={blogHref} to={blogHref}>
          <span aria-hidden="true">←</span> Back to Blog
        </Link>
      </Back>
      <Layout>
        <article>
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
          <Title as={headingTag(level)}>{post.title}</Title>
          <Byline>
            <time dateTime={date}>{formatLongDate(date)}</time>
            <span aria-hidden="true">·</span>
            <span>{post.readTime}</span>
            <span aria-hidden="true">·</span>
            <span>By {post.author.username}</span>
          </Byline>
          {cover ? (
            <Cover src={resolveAssetUrl(cover, apiBase)} alt="" width={1200} height={675} decoding="async" fetchPriority="high" />
          ) : null}
          <ArticleBody content={post.content} titleLevel={level} />
          <Share as="section" aria-labelledby={`${ids}-share-heading`}>
            <LevelHeading level={level + 1} id={`${ids}-share-heading`}>
              Share this article
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
              Copy link
            </Button>
          </Share>
        </article>
        <Aside>
          <Panel as="section" aria-labelledby={`${ids}-related-heading`}>
            <LevelHeading level={level + 1} id={`${ids}-related-heading`}>
              Related Articles
            </LevelHeading>
            {related === null ? (
              <Spinner label="Loading related articles" />
            ) : relatedPosts.length > 0 ? (
              <RelatedList>
                {relatedPosts.map((p) => (
                  <li key={p.id}>
                    <LevelHeading level={level + 2}>
                      <Link href={postHref(p.slug)} to={postHref(p.slug)}>
                        {p.title}
                      </Link>
                    </LevelHeading>
                    <p>
                      <time dateTime={p.publishedAt ?? p.createdAt}>{formatShortDate(p.publishedAt ?? p.createdAt)}</time>
                    </p>
                    <p>{truncateExcerpt(p.excerpt)}</p>
                  </li>
                ))}
              </RelatedList>
            ) : (
              <Muted>No related articles found.</Muted>
            )}
          </Panel>
          <Panel as="section" aria-labelledby={`${ids}-author-heading`}>
            <LevelHeading level={level + 1} id={`${ids}-author-heading`}>
              About the Author
            </LevelHeading>
            <Author>
              {post.author.avatarUrl ? (
                <img
                  src={resolveAssetUrl(post.author.avatarUrl, apiBase)}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
              ) : (
                <span data-placeholder="" aria-hidden="true">
                  {initial}
                </span>
              )}
              <p>{post.author.username}</p>
            </Author>
          </Panel>
        </Aside>
      </Layout>
    </Page>
  );
}
