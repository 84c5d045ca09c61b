import Router from '@koa/router';
import { BLOG_SUMMARY_FIELDS, LIMITS } from '@joognoo/schemas';
import { BadRequestError } from '../../errors.ts';
import { found } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { movedTo, parseId, parseLimit } from '../../routing/params.ts';

export const INVALID_FIELDS = `fields must be "${BLOG_SUMMARY_FIELDS}" (or left out for every post with its content).`;

export function blogRouter({ blog, slugRedirects }: Services): Router {
  const router = new Router();
  router.get('/api/blog/categories', async (ctx) => { ctx.body = await blog.listCategories(); });
  router.get('/api/blog/categories/:id/posts', async (ctx) => {
    const id = parseId(ctx.params.id, 'Category not found');
    const limit = parseLimit(ctx.query.limit, LIMITS.categoryPostsDefault, LIMITS.categoryPostsMax);
    found(await blog.findCategoryById(id), 'Category not found');
    ctx.body = await blog.listByCategory(id, limit);
  });
  router.get('/api/blog/posts/featured', async (ctx) => { ctx.body = await blog.listFeatured(); });
  // The public contract's shape (every post with its content); `?fields=summary` leaves the content out,
  // for a list of cards (a fraction of the bytes: the article is read by its slug).
  router.get('/api/blog/posts/recent', async (ctx) => {
    const limit = parseLimit(ctx.query.limit, LIMITS.blogRecentDefault, LIMITS.blogRecentMax);
    const { fields } = ctx.query;
    if (fields === undefined) ctx.body = await blog.listRecent(limit);
    else if (fields === BLOG_SUMMARY_FIELDS) ctx.body = await blog.listRecentSummaries(limit);
    else throw new BadRequestError(INVALID_FIELDS);
  });
  router.get('/api/blog/posts/:slug', async (ctx) => {
    const post = await blog.findBySlug(ctx.params.slug!);
    if (!post && (await movedTo(ctx, slugRedirects, 'posts', '/api/blog/posts/'))) return;
    ctx.body = found(post, 'Post not found');
  });
  return router;
}
