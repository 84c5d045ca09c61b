// /sitemap.xml (resource route): every static page of app/routes.ts plus every published
// product, blog post, job and case study, with lastmod; absolute URLs on SITE_URL.
import { LIMITS, type BlogPost } from '@joognoo/schemas';
import routeConfigSource from '../../routes.ts?raw';
import { orFallback } from '../../components/content/load.server';
import {
  CRAWLER_FILE_CACHE_CONTROL,
  sitemapXml,
  staticPathsFromRouteConfig,
  type SitemapEntry,
} from '../../components/content/sitemap';
import { serverApi } from '@joognoo/site-kit/server';
import type { Route } from './+types/route';

const segment = encodeURIComponent;

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [products, categories, recent, featured, jobs, caseStudies] = await Promise.all([
    api.getProducts(),
    api.getBlogCategories(),
    api.getRecentPosts(LIMITS.blogRecentMax),
    api.getFeaturedPosts(),
    api.getJobs(),
    api.getCaseStudies(),
  ]);
  // The recent list is capped; each category's list reaches the older posts too.
  const byCategory = await Promise.all(categories.map((c) => orFallback(api.getCategoryPosts(c.id, LIMITS.categoryPostsMax), [])));
  const posts = new Map<string, BlogPost>();
  for (const post of [...recent, ...featured, ...byCategory.flat()]) {
    if (post.publishedAt) posts.set(post.slug, post);
  }

  const entries: SitemapEntry[] = [
    ...staticPathsFromRouteConfig(routeConfigSource).map((path) => ({ path })),
    ...products.map((p) => ({ path: `/products/${segment(p.slug)}` })),
    ...[...posts.values()].map((p) => ({ path: `/blog/${segment(p.slug)}`, lastmod: p.publishedAt ?? p.createdAt })),
    ...jobs.map((j) => ({ path: `/careers/${segment(j.slug)}`, lastmod: j.postedAt })),
    ...caseStudies.map((c) => ({ path: `/case-studies/${segment(c.slug)}`, lastmod: c.publishedAt })),
  ];
  return new Response(sitemapXml(context.siteUrl, entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CRAWLER_FILE_CACHE_CONTROL },
  });
}
