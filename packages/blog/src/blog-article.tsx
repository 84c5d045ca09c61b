import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { LIMITS, type BlogPost } from '@joognoo/schemas';
import {
  ANY_HEADING,
  Button,
  DetailAside,
  DetailBackLink,
  DetailColumns,
  DetailCover,
  DetailNotFound,
  DetailPage,
  Icon,
  Spinner,
  WidgetPage,
  toHeadingLevel,
  vars,
  type HeadingLevel,
} from '@joognoo/ui';
import { categoryParam } from './category';
import { shiftContentHeadings } from './content-headings';
import {
  DefaultLink,
  WidgetLocale,
  toErrorDetail,
  useLatest,
  useLoad,
  useMessages,
  type LinkComponent,
  type WidgetErrorDetail,
  type WidgetLocaleProps,
} from '@joognoo/widget-kit';
import { BLOG_CATALOG, type BlogMessageId } from './catalog';
import { ArticleHeader, AuthorPanel, RelatedPanel, ShareSection } from './article-parts';
import { useBlogClient, type BlogClient } from './client';
import { isHtmlContent, mapHeaderImage, resolveAssetUrl, selectRelated, splitParagraphs } from './posts';
import { Loading, Muted } from './styles';

export interface BlogArticleData {
  /** The post, or `null` when the server knows it does not exist (renders 'Article Not Found'). */
  post: BlogPost | null;
  /** Posts of the post's category (the current one is removed, 3 are kept). */
  related?: BlogPost[];
}

export interface BlogArticleProps extends WidgetLocaleProps {
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

const Cover = styled(DetailCover)`
  margin-bottom: ${vars.space['8']};
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
    padding-inline-start: ${vars.space['4']};
    border-inline-start: 3px solid ${vars.color.primary};
    color: ${vars.color.muted};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** The post's own text: it reads in its own direction (`dir="auto"`), whatever the page's. */
function ArticleBody({ content, titleLevel }: { content: string; titleLevel: number }) {
  if (isHtmlContent(content)) {
    // The API sanitizes post HTML before it is stored and served.
    const html = shiftContentHeadings(content, titleLevel - 1);
    return <Prose data-testid="article-body" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Prose data-testid="article-body" dir="auto">
      {splitParagraphs(content).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </Prose>
  );
}

/** The post and its related posts, loaded unless the server gave them; `onReady` once both are settled. */
function useArticle({ slug, initialData, client, apiBase, onReady, onError }: BlogArticleProps) {
  const getClient = useBlogClient(client, apiBase);
  const onReadyRef = useLatest(onReady);
  const failed = (error: unknown) => onError?.(toErrorDetail(error));
  const initialMatches = initialData !== undefined && (initialData.post === null || initialData.post.slug === slug);
  const readyFor = useRef<string | null>(null);

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
  }, [settled, slug, onReadyRef]);

  return { loading: postLoad.status === 'loading', notFound, post, related };
}

/** One blog article with share buttons, Related Articles and About the Author. */
export function BlogArticle(props: BlogArticleProps) {
  return (
    <WidgetLocale catalog={BLOG_CATALOG} widget="@joognoo/blog" locale={props.locale} messages={props.messages}>
      <BlogArticleView {...props} />
    </WidgetLocale>
  );
}

/** The article in the language around it (`BlogArticle` and `BlogWidget` provide it). */
export function BlogArticleView(props: BlogArticleProps) {
  const {
    slug,
    apiBase,
    url,
    linkComponent: Link = DefaultLink,
    blogHref = '/blog',
    postHref = defaultPostHref,
    categoryHref = defaultCategoryHref,
    headingLevel,
  } = props;
  // At most h4: related article titles sit two levels below the title.
  const level = toHeadingLevel(headingLevel, 1, 4);
  // Ids unique per instance: two of this widget on one page never share one.
  const ids = useId();
  const language = useMessages<BlogMessageId>();
  const { t } = language;
  const root = { lang: language.locale, dir: language.dir };
  const [pageUrl, setPageUrl] = useState(url ?? '');
  useEffect(() => {
    setPageUrl(url ?? window.location.href);
  }, [url, slug]);
  const { loading, notFound, post, related } = useArticle(props);

  if (loading) {
    return (
      <WidgetPage {...root}>
        <Loading role="status">
          <Spinner label="" role="presentation" aria-hidden="true" />
          <span>{t('blog.article.loading')}</span>
        </Loading>
      </WidgetPage>
    );
  }

  if (notFound || !post) {
    return (
      <DetailNotFound {...root} level={level} title={t('blog.article.notFoundTitle')}>
        <Muted as="p">{t('blog.article.notFoundDescription')}</Muted>
        <Button as={Link} href={blogHref} to={blogHref}>
          {t('blog.article.backToBlog')}
        </Button>
      </DetailNotFound>
    );
  }

  const cover = mapHeaderImage(post.coverImage);
  const category =
    post.category ?? (post.categoryId != null ? { id: post.categoryId, name: t('blog.category.fallback', { id: post.categoryId }), slug: '' } : null);

  return (
    <DetailPage
      {...root}
      back={
        <DetailBackLink>
          <Link href={blogHref} to={blogHref}>
            <Icon name="arrow-start" /> {t('blog.article.backToBlog')}
          </Link>
        </DetailBackLink>
      }
    >
      <DetailColumns>
        <article>
          <ArticleHeader post={post} category={category} categoryHref={categoryHref} level={level} Link={Link} />
          {cover ? (
            <Cover src={resolveAssetUrl(cover, apiBase)} alt="" width={1200} height={675} decoding="async" fetchPriority="high" />
          ) : null}
          <ArticleBody content={post.content} titleLevel={level} />
          <ShareSection headingId={`${ids}-share-heading`} level={level + 1} pageUrl={pageUrl} url={url} title={post.title} />
        </article>
        <DetailAside>
          <RelatedPanel
            headingId={`${ids}-related-heading`}
            level={level + 1}
            posts={related === null ? null : selectRelated(related, post)}
            postHref={postHref}
            Link={Link}
          />
          <AuthorPanel headingId={`${ids}-author-heading`} level={level + 1} author={post.author} apiBase={apiBase} />
        </DetailAside>
      </DetailColumns>
    </DetailPage>
  );
}
