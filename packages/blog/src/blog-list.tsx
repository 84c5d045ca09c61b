import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LIMITS, type BlogCategory, type BlogPost } from '@joognoo/schemas';
import { Button, Spinner, headingTag, toHeadingLevel, type HeadingLevel } from '@joognoo/ui';
import { NewsletterForm, type NewsletterClient } from '@joognoo/newsletter';
import { categoryParam, isCategoryPending, resolveCategory } from './category';
import { DefaultLink, type LinkComponent, toErrorDetail, useLatest, type WidgetErrorDetail } from '@joognoo/widget-kit';
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
  /** Replaces the newsletter box below the articles; `null` hides it. */
  newsletter?: ReactNode;
  /** Stored with subscriptions made in the default newsletter box (e.g. `partner-acme-blog`). */
  source?: string;
  /**
   * Level of the 'AI Industry Insights' title (1–4), to fit the page's outline; the sections
   * and the newsletter box take the level below, article titles the one below that. Default 1.
   */
  headingLevel?: HeadingLevel;
  /** Called once the data is shown. */
  onReady?: () => void;
  /** Called when a request fails (the affected section stays empty). */
  onError?: (detail: WidgetErrorDetail) => void;
}

/** The full API client also subscribes to the newsletter; a blog-only stub does not. */
const asNewsletterClient = (client: BlogClient | undefined): NewsletterClient | undefined =>
  client && typeof (client as Partial<NewsletterClient>).subscribeNewsletter === 'function'
    ? (client as BlogClient & NewsletterClient)
    : undefined;

const defaultPostHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The blog list page: category filter, Featured and Recent Articles, newsletter box. */
export function BlogList({
  initialData,
  client,
  apiBase,
  category,
  defaultCategory = null,
  onCategoryChange,
  linkComponent = DefaultLink,
  postHref = defaultPostHref,
  newsletter,
  source,
  headingLevel,
  onReady,
  onError,
}: BlogListProps) {
  // At most h4: article titles sit two levels below the title.
  const level = toHeadingLevel(headingLevel, 1, 4);
  const getClient = useBlogClient(client, apiBase);
  const onErrorRef = useLatest(onError);
  const onReadyRef = useLatest(onReady);
  const [categories, setCategories] = useState<BlogCategory[] | null>(initialData?.categories ?? null);
  const [featured, setFeatured] = useState<BlogPost[] | null>(initialData?.featured ?? null);
  const [recent, setRecent] = useState<BlogPost[] | null>(initialData?.recent ?? null);
  const [byCategory, setByCategory] = useState<Record<number, BlogPost[]>>(() =>
    initialData?.categoryPosts ? { [initialData.categoryPosts.categoryId]: initialData.categoryPosts.posts } : {},
  );
  const [internalParam, setInternalParam] = useState<string | null>(defaultCategory);
  const param = category !== undefined ? category : internalParam;

  const selectedId = resolveCategory(param, categories);
  const pending = isCategoryPending(param, categories);

  // Lists not given by the server are fetched on mount; a failure leaves the section empty.
  useEffect(() => {
    let active = true;
    const load = <T,>(has: boolean, call: () => Promise<T[]>, set: (value: T[]) => void) => {
      if (has) return Promise.resolve();
      return call().then(
        (value) => active && set(value),
        (error: unknown) => {
          if (!active) return;
          set([]);
          onErrorRef.current?.(toErrorDetail(error));
        },
      );
    };
    void Promise.all([
      load(categories !== null, () => getClient().getBlogCategories(), setCategories),
      load(featured !== null, () => getClient().getFeaturedPosts(), setFeatured),
      load(recent !== null, () => getClient().getRecentPosts(LIMITS.blogRecentDefault), setRecent),
    ]).then(() => active && onReadyRef.current?.());
    return () => {
      active = false;
    };
    // Runs once per client; only the lists the server did not give are fetched.
  }, [getClient]);

  const haveCategoryPosts = selectedId !== null && byCategory[selectedId] !== undefined;
  useEffect(() => {
    if (selectedId === null || haveCategoryPosts) return;
    let active = true;
    getClient()
      .getCategoryPosts(selectedId)
      .then(
        (posts) => active && setByCategory((prev) => ({ ...prev, [selectedId]: posts })),
        (error: unknown) => {
          if (!active) return;
          setByCategory((prev) => ({ ...prev, [selectedId]: [] }));
          onErrorRef.current?.(toErrorDetail(error));
        },
      );
    return () => {
      active = false;
    };
  }, [getClient, selectedId, haveCategoryPosts]);

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

  const Link = linkComponent;
  const loading =
    pending ||
    (selectedId === null ? featured === null || recent === null : byCategory[selectedId] === undefined);

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
    const posts = byCategory[selectedId] ?? [];
    content = (
      <Block aria-labelledby="joognoo-blog-category-heading">
        <HeadingRow>
          <SectionTitle as={headingTag(level, 1)} id="joognoo-blog-category-heading">
            {selectedCategory?.name ?? `Category ${selectedId}`} Articles
          </SectionTitle>
          <Button variant="apple-outline" size="sm" onClick={() => select(null)}>
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
          <Block aria-labelledby="joognoo-blog-featured-heading">
            <SectionTitle as={headingTag(level, 1)} id="joognoo-blog-featured-heading">Featured Articles</SectionTitle>
            <Grid $columns={2}>{cards(featuredPosts, 'featured', 2)}</Grid>
          </Block>
        ) : null}
        <Block aria-labelledby="joognoo-blog-recent-heading">
          <SectionTitle as={headingTag(level, 1)} id="joognoo-blog-recent-heading">Recent Articles</SectionTitle>
          {recentPosts.length > 0 ? <Grid $columns={3}>{cards(recentPosts, 'recent')}</Grid> : <Muted>No articles found.</Muted>}
        </Block>
      </>
    );
  }

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
        {content}
      </div>
      {newsletter === undefined ? (
        <Block>
          <NewsletterForm
            client={asNewsletterClient(client)}
            apiBase={apiBase}
            source={source}
            headingLevel={toHeadingLevel(level + 1, 2)}
          />
        </Block>
      ) : newsletter === null ? null : (
        <Block>{newsletter}</Block>
      )}
    </Page>
  );
}
