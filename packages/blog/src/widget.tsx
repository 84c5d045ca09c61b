import type { ReactNode } from 'react';
import type { HeadingLevel } from '@joognoo/ui';
import { WidgetLocale, fillTemplate, onHost, type WidgetCallbacks, type WidgetCommonProps } from '@joognoo/widget-kit';
import { BlogArticleView } from './blog-article';
import { BlogListView } from './blog-list';
import { BLOG_CATALOG } from './catalog';

export interface BlogWidgetProps extends WidgetCommonProps, Pick<WidgetCallbacks, 'onReady' | 'onError'> {
  /** A post slug: shows that article instead of the list. */
  post?: string;
  /** Initial category of the list (slug or id). */
  category?: string;
  /** Article link template, `{slug}` is replaced. Default `{api-base}/blog/{slug}`. */
  postHref?: string;
  /** The blog list address ('Back to Blog'). Default `{api-base}/blog`. */
  blogHref?: string;
  /** Level of the top heading (list title or article title), 1–4; the others follow. Default 1. */
  headingLevel?: HeadingLevel;
  /**
   * A box below the list's articles (e.g. `<NewsletterForm />`). The `<joognoo-blog>`
   * element fills it with its child in `slot="newsletter"`; none without one.
   */
  newsletter?: ReactNode;
}

/** What `<joognoo-blog>` renders: the list, or one article when `post` is set, in `locale`. */
export function BlogWidget(props: BlogWidgetProps) {
  return (
    <WidgetLocale catalog={BLOG_CATALOG} widget="@joognoo/blog" locale={props.locale} messages={props.messages}>
      <BlogWidgetView {...props} />
    </WidgetLocale>
  );
}

function BlogWidgetView({
  post,
  category,
  postHref,
  blogHref,
  headingLevel,
  apiBase,
  newsletter,
  onReady,
  onError,
}: BlogWidgetProps) {
  const template = postHref || onHost('/blog/{slug}', apiBase);
  const toPost = (slug: string) => fillTemplate(template, { slug });
  const list = blogHref || onHost('/blog', apiBase);
  if (post) {
    return (
      <BlogArticleView
        slug={post}
        apiBase={apiBase}
        blogHref={list}
        postHref={toPost}
        categoryHref={(c) => `${list}?category=${encodeURIComponent(c.slug || String(c.id))}`}
        headingLevel={headingLevel}
        onReady={onReady}
        onError={onError}
      />
    );
  }
  return (
    <BlogListView
      apiBase={apiBase}
      defaultCategory={category ?? null}
      postHref={toPost}
      newsletter={newsletter}
      headingLevel={headingLevel}
      onReady={onReady}
      onError={onError}
    />
  );
}
