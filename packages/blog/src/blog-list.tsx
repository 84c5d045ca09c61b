import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { LIMITS, type BlogCategory, type BlogPost } from '@joognoo/schemas';
import { Button, Spinner, headingTag, toHeadingLevel, type HeadingLevel } from '@joognoo/ui';
import { categoryParam, isCategoryPending, resolveCategory } from './category';
import { DefaultLink, type LinkComponent, toErrorDetail, useLatest, useLoad, type LoadResult, type WidgetErrorDetail } from '@joognoo/widget-kit';
import { useBlogClient, type BlogClient } from './client';
import { selectFeatured, selectRecent } from './posts';
import { PostCard } from './post-card';
import {
  Block,
  CategoryBar,
  CategoryButton,
  Grid,
  HeadingRow,
  Loading,
  Muted,
  Page,
  PageTitle,
  SectionTitle,
} from './styles';

export interface BlogListData {
  categories: BlogCategory[];
  /** The featured list (the first 2 are shown). */
  featured: BlogPost[];
  /** The recent list (`?limit=15`). */
  recent: BlogPost[];
  /** Posts of the initially selected category, when the page opens with `?category=`. */
  categoryPosts?: { categoryId: number; posts: BlogPost[] };
}

export interface BlogListProps {
  /** Server-rendered data: with it the list renders at once, without a loading state. */
  initialData?: BlogListData;
  /** API client (from `@joognoo/api-client`); else one is made for `apiBase`. */
  client?: BlogClient;
  /** API origin for embeds, e.g. `https://joognoo.com`; also resolves image paths. Default: same origin. */
  apiBase?: string;
  /** Controlled `?category=` value: a category slug or numeric id; `null` for none. */
  category?: string | null;
  /** Initial category when uncontrolled. */
  defaultCategory?: string | null;
  /** A category badge or 'View All Categories' was clicked: the new category, or `null` when cleared. */
  onCategoryChange?: (category: BlogCategory | null) => void;
  /** Link component (e.g. React Router's `Link`); receives `href` and `to`. Default `<a>`. */
  linkComponent?: LinkComponent;
  /** Address of an article. Default `/blog/{slug}`. */
  postHref?: (slug: string) => string;
  /**
   * A box shown below the articles, e.g. `<NewsletterForm />` of `@joognoo/newsletter`
   * (give it the heading level below the title's). Nothing is shown without it.
   */
  newsletter?: ReactNode;
  /**
   * Level of the 'AI Industry Insights' title (1–4), to fit the page's outline; the sections
   * take the level below, article titles the one below that. Default 1.
   */
  headingLevel?: HeadingLevel;
  /** Called once the data is shown. */
  onReady?: () => void;
  /** Called when a request fails (the affected section stays empty). */
  onError?: (detail: WidgetErrorDetail) => void;
}

const NONE: never[] = [];

/** A list once settled (empty after a failure), else `null`. */
const listOf = <T,>(load: LoadResult<T[]>): T[] | null =>
  load.status === 'ready' ? load.data : load.status === 'error' ? NONE : null;

const defaultPostHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

interface PostSectionsProps {
  ids: string;
  level: number;
  loading: boolean;
  selectedId: number | null;
  selectedCategory: BlogCategory | undefined;
  categoryPosts: BlogPost[] | undefined;
  featured: BlogPost[] | null;
  recent: BlogPost[] | null;
  onViewAll: () => void;
  postHref: (slug: string) => string;
  Link: LinkComponent;
  apiBase?: string;
}

/** The spinner, a category's articles, or Featured and Recent Articles. */
function PostSections({ ids, level, loading, selectedId, selectedCategory, categoryPosts, featured, recent, onViewAll, postHref, Link, apiBase }: PostSectionsProps) {
  const cards = (posts: BlogPost[], variant: 'featured' | 'recent', eager = 0) =>
    posts.map((post, index) => (
      <PostCard
        key={post.id}
        post={post}
        href={postHref(post.slug)}
        variant={variant}
        Link={Link}
        assetBase={apiBase}
        lazy={index >= eager}
        headingLevel={level + 2}
      />
    ));

  let content: ReactNode;
  if (loading) {
    content = (
      <Loading role="status">
        <Spinner label="" aria-hidden="true" role="presentation" />
        <span>Loading blog content...</span>
      </Loading>
    );
  } else if (selectedId !== null) {
    const posts = categoryPosts ?? [];
    content = (
      <Block aria-labelledby={`${ids}-category-heading`}>
        <HeadingRow>
          <SectionTitle as={headingTag(level, 1)} id={`${ids}-category-heading`}>
            <bdi>{selectedCategory?.name ?? `Category ${selectedId}`}</bdi> Articles
          </SectionTitle>
          <Button variant="apple-outline" size="sm" onClick={onViewAll}>
            View All Categories
          </Button>
        </HeadingRow>
        {posts.length > 0 ? <Grid $columns={3}>{cards(posts, 'recent', 3)}</Grid> : <Muted>No articles found.</Muted>}
      </Block>
    );
  } else {
    const featuredPosts = selectFeatured(featured ?? []);
    const recentPosts = selectRecent(recent ?? []);
    content = (
      <>
        {featuredPosts.length > 0 ? (
          <Block aria-labelledby={`${ids}-featured-heading`}>
            <SectionTitle as={headingTag(level, 1)} id={`${ids}-featured-heading`}>Featured Articles</SectionTitle>
            <Grid $columns={2}>{cards(featuredPosts, 'featured', 2)}</Grid>
          </Block>
        ) : null}
        <Block aria-labelledby={`${ids}-recent-heading`}>
          <SectionTitle as={headingTag(level, 1)} id={`${ids}-recent-heading`}>Recent Articles</SectionTitle>
          {recentPosts.length > 0 ? <Grid $columns={3}>{cards(recentPosts, 'recent')}</Grid> : <Muted>No articles found.</Muted>}
        </Block>
      </>
    );
  }

  return content;
}

/** The categories, featured and recent posts, loaded unless the server gave them; `onReady` once all three are settled. */
function useBlogLists({ initialData, client, apiBase, onReady, onError }: BlogListProps) {
  const getClient = useBlogClient(client, apiBase);
  const onReadyRef = useLatest(onReady);
  const failed = (error: unknown) => onError?.(toErrorDetail(error));

  // Lists not given by the server are loaded; a failure leaves the section empty.
  const categoriesLoad = useLoad(() => getClient().getBlogCategories(), [getClient], {
    initial: initialData?.categories,
    onError: failed,
  });
  const featuredLoad = useLoad(() => getClient().getFeaturedPosts(), [getClient], {
    initial: initialData?.featured,
    onError: failed,
  });
  const recentLoad = useLoad(() => getClient().getRecentPosts(LIMITS.blogRecentDefault), [getClient], {
    initial: initialData?.recent,
    onError: failed,
  });
  const categories = listOf(categoriesLoad);
  const featured = listOf(featuredLoad);
  const recent = listOf(recentLoad);

  // Ready once the three lists are settled (once per client).
  const settled = categories !== null && featured !== null && recent !== null;
  const readyFor = useRef<unknown>(null);
  useEffect(() => {
    if (settled && readyFor.current !== getClient) {
      readyFor.current = getClient;
      onReadyRef.current?.();
    }
  }, [settled, getClient, onReadyRef]);
  return { getClient, failed, categories, featured, recent };
}

/** A category's posts, loaded once, then kept while the list is open (`undefined` until loaded). */
function useCategoryPosts(
  getClient: () => BlogClient,
  selectedId: number | null,
  initial: BlogListData['categoryPosts'],
  failed: (error: unknown) => void,
): BlogPost[] | undefined {
  const [byCategory, setByCategory] = useState<Record<number, BlogPost[]>>(() =>
    initial ? { [initial.categoryId]: initial.posts } : {},
  );
  const haveCategoryPosts = selectedId !== null && byCategory[selectedId] !== undefined;
  const categoryLoad = useLoad(
    selectedId === null || haveCategoryPosts ? null : () => getClient().getCategoryPosts(selectedId),
    [getClient, selectedId, haveCategoryPosts],
    { onError: failed },
  );
  const loadedCategoryPosts = listOf(categoryLoad);
  useEffect(() => {
    if (selectedId === null || loadedCategoryPosts === null) return;
    setByCategory((prev) => (prev[selectedId] ? prev : { ...prev, [selectedId]: loadedCategoryPosts }));
  }, [selectedId, loadedCategoryPosts]);
  return selectedId === null ? undefined : (byCategory[selectedId] ?? loadedCategoryPosts ?? undefined);
}

/** The blog list page: category filter, Featured and Recent Articles, and the host's newsletter box. */
export function BlogList(props: BlogListProps) {
  const {
    initialData,
    apiBase,
    category,
    defaultCategory = null,
    onCategoryChange,
    linkComponent = DefaultLink,
    postHref = defaultPostHref,
    newsletter,
    headingLevel,
  } = props;
  // At most h4: article titles sit two levels below the title.
  const level = toHeadingLevel(headingLevel, 1, 4);
  // Ids unique per instance: two of this widget on one page never share one.
  const ids = useId();
  const { getClient, failed, categories, featured, recent } = useBlogLists(props);

  const [internalParam, setInternalParam] = useState<string | null>(defaultCategory);
  const param = category !== undefined ? category : internalParam;
  const selectedId = resolveCategory(param, categories);
  const pending = isCategoryPending(param, categories);
  const categoryPosts = useCategoryPosts(getClient, selectedId, initialData?.categoryPosts, failed);

  const select = useCallback(
    (next: BlogCategory | null) => {
      if (category === undefined) setInternalParam(next ? categoryParam(next) : null);
      onCategoryChange?.(next);
    },
    [category, onCategoryChange],
  );

  const selectedCategory = useMemo(
    () => (selectedId === null ? undefined : categories?.find((c) => c.id === selectedId)),
    [categories, selectedId],
  );

  const loading =
    pending ||
    (selectedId === null ? featured === null || recent === null : categoryPosts === undefined);

  return (
    <Page>
      <PageTitle as={headingTag(level)}>AI Industry Insights</PageTitle>
      {categories && categories.length > 0 ? (
        <CategoryBar role="group" aria-label="Filter articles by category">
          {categories.map((c) => (
            <CategoryButton
              key={c.id}
              type="button"
              aria-pressed={c.id === selectedId}
              onClick={() => select(c.id === selectedId ? null : c)}
            >
              {c.name}
            </CategoryButton>
          ))}
        </CategoryBar>
      ) : null}
      <div aria-busy={loading}>
        <PostSections
          ids={ids}
          level={level}
          loading={loading}
          selectedId={selectedId}
          selectedCategory={selectedCategory}
          categoryPosts={categoryPosts}
          featured={featured}
          recent={recent}
          onViewAll={() => select(null)}
          postHref={postHref}
          Link={linkComponent}
          apiBase={apiBase}
        />
      </div>
      {newsletter == null ? null : <Block>{newsletter}</Block>}
    </Page>
  );
}
