// /blog: the BlogList widget, server-rendered with its data;
// ?category= (slug or numeric id) lives in the URL.
import { BlogList, categoryParam, resolveCategory } from '@joognoo/blog';
import { NewsletterForm } from '@joognoo/newsletter';
import { LIMITS } from '@joognoo/schemas';
import { useCallback } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouterLink } from '../../components/content/RouterLink';
import { orFallback } from '../../components/content/load.server';
import { pageCopy } from '../../content/page-copy';
import { serverApi } from '@joognoo/site-kit/server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [categories, featured, recent] = await Promise.all([
    api.getBlogCategories(),
    api.getFeaturedPosts(),
    api.getRecentPosts(LIMITS.blogRecentDefault),
  ]);
  const categoryId = resolveCategory(new URL(request.url).searchParams.get('category'), categories);
  // An unknown numeric id answers 404 from the API: the widget shows its empty category.
  const categoryPosts =
    categoryId === null ? undefined : { categoryId, posts: await orFallback(api.getCategoryPosts(categoryId), []) };
  return { categories, featured, recent, ...(categoryPosts ? { categoryPosts } : {}) };
}

// A category change is client state (the widget fetches that category's posts itself).
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.blog);

const postHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const onCategoryChange = useCallback(
    (category: { id: number; slug?: string | null } | null) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (category) next.set('category', categoryParam(category));
          else next.delete('category');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return (
    <BlogList
      initialData={loaderData}
      category={params.get('category')}
      onCategoryChange={onCategoryChange}
      linkComponent={RouterLink}
      postHref={postHref}
      // The box below the articles; its title sits below the page's h1.
      newsletter={<NewsletterForm headingLevel={2} />}
    />
  );
}
