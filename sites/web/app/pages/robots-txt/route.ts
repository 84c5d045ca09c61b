// /robots.txt (resource route): allow all, keep crawlers out of /api/, point at the sitemap.
import { CRAWLER_FILE_CACHE_CONTROL, robotsTxt } from '../../components/content/sitemap';
import type { Route } from './+types/route';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CRAWLER_FILE_CACHE_CONTROL },
  });
}
