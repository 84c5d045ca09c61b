import Router from '@koa/router';
import { LIMITS } from '@joognoo/schemas';
import { found } from '../errors.ts';
import type { Repositories } from '../repositories/index.ts';
import { movedTo, parseId, parseLimit } from './params.ts';

export function blogRouter({ blog, slugRedirects }: Repositories): Router {
  const router = new Router();
  router.get('/api/blog/categories', async (ctx) => { ctx.body = await blog.listCategories(); });
  router.get('/api/blog/categories/:id/posts', async (ctx) => {
    const id = parseId(ctx.params.id, 'Category not found');
    const limit = parseLimit(ctx.query.limit, LIMITS.categoryPostsDefault, LIMITS.categoryPostsMax);
    found(await blog.findCategoryById(id), 'Category not found');
    ctx.body = await blog.listByCategory(id, limit);
  });
  router.get('/api/blog/posts/featured', async (ctx) => { ctx.body = await blog.listFeatured(); });
  router.get('/api/blog/posts/recent', async (ctx) => {
    ctx.body = await blog.listRecent(parseLimit(ctx.query.limit, LIMITS.blogRecentDefault, LIMITS.blogRecentMax));
  });
  router.get('/api/blog/posts/:slug', async (ctx) => {
    const post = await blog.findBySlug(ctx.params.slug!);
    if (!post && (await movedTo(ctx, slugRedirects, 'posts', '/api/blog/posts/'))) return;
    ctx.body = found(post, 'Post not found');
  });
  return router;
}
