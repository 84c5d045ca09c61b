import type { WidgetCallbacks, WidgetCommonProps } from '@joognoo/widget-kit';
import { BlogArticle } from './blog-article';
import { BlogList } from './blog-list';
import { fillTemplate, onHost } from './href-template';

export interface BlogWidgetProps extends WidgetCommonProps, Pick<WidgetCallbacks, 'onReady' | 'onError'> {
  /** A post slug: shows that article instead of the list. */
  post?: string;
  /** Initial category of the list (slug or id). */
  category?: string;
  /** Article link template, `{slug}` is replaced. Default `{api-base}/blog/{slug}`. */
  postHref?: string;
  /** The blog list address ('Back to Blog'). Default `{api-base}/blog`. */
  blogHref?: string;
}

/** What `<joognoo-blog>` renders: the list, or one article when `post` is set. */
export function BlogWidget({ post, category, postHref, blogHref, apiBase, onReady, onError }: BlogWidgetProps) {
  const template = postHref || onHost('/blog/{slug}', apiBase);
  const toPost = (slug: string) => fillTemplate(template, { slug });
  const list = blogHref || onHost('/blog', apiBase);
  if (post) {
    return (
      <BlogArticle
        slug={post}
        apiBase={apiBase}
        blogHref={list}
        postHref={toPost}
        categoryHref={(c) => `${list}?category=${encodeURIComponent(c.slug || String(c.id))}`}
        onReady={onReady}
        onError={onError}
      />
    );
  }
  return (
    <BlogList
      apiBase={apiBase}
      defaultCategory={category ?? null}
      postHref={toPost}
      onReady={onReady}
      onError={onError}
    />
  );
}
