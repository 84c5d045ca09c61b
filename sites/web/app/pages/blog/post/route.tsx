// /blog/:slug: the BlogArticle widget, server-rendered with the
// post and its related posts; an unknown slug is HTTP 404 with 'Article Not Found'.
import { BlogArticle, mapHeaderImage, selectRelated } from '@joognoo/blog';
import { serializeJsonLd } from '@joognoo/job-board';
import { LIMITS, type BlogPost } from '@joognoo/schemas';
import { data, redirect } from 'react-router';
import { JsonLd } from '../../../components/content/JsonLd';
import { RouterLink } from '../../../components/content/RouterLink';
import { orFallback, orNull } from '../../../components/content/load.server';
import { ogImageFor } from '../../../components/content/og-image';
import { detailPages } from '../../../content/detail-pages';
import { serverApi } from '@joognoo/site-kit/server';
import { absoluteUrl, seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const post = await orNull(api.getPost(params.slug));
  if (!post) return data({ notFound: true as const }, { status: 404 });
  // The API followed an old slug's 301 (the slug changed in the back office): so does the page.
  if (post.slug !== params.slug) throw redirect(`/blog/${encodeURIComponent(post.slug)}`, 301);
  // One more than shown, so 3 remain once the current post is removed.
  const categoryPosts =
    post.categoryId === null
      ? []
      : await orFallback(api.getCategoryPosts(post.categoryId, LIMITS.blogRelatedShown + 1), [], { anyError: true });
  return {
    notFound: false as const,
    post,
    related: selectRelated(categoryPosts, post),
    url: absoluteUrl(context.siteUrl, `/blog/${encodeURIComponent(post.slug)}`),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded || loaded.notFound) return seo(args, { ...detailPages.blogPostNotFound, brandSuffix: false, noIndex: true });
  const { post } = loaded;
  return [
    ...seo(args, { ...detailPages.blogPost(post), type: 'article', image: ogImageFor(mapHeaderImage(post.coverImage)) }),
    { property: 'article:published_time', content: post.publishedAt ?? post.createdAt },
    ...(post.category ? [{ property: 'article:section', content: post.category.name }] : []),
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ];
};

const postHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export default function BlogPostPage({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return <BlogArticle key={params.slug} slug={params.slug} initialData={{ post: null }} linkComponent={RouterLink} />;
  }
  const { post, related, url } = loaderData;
  return (
    <>
      <BlogArticle
        key={post.slug}
        slug={post.slug}
        initialData={{ post, related }}
        url={url}
        linkComponent={RouterLink}
        postHref={postHref}
      />
      <JsonLd json={articleJsonLd(post, url)} />
    </>
  );
}

/** schema.org BlogPosting of the article (serialized safely for an inline script). */
function articleJsonLd(post: BlogPost, url: string): string {
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt ?? post.createdAt,
    author: { '@type': 'Person', name: post.author.username },
    ...(post.category ? { articleSection: post.category.name } : {}),
    keywords: post.tags.join(', '),
    mainEntityOfPage: url,
  });
}
