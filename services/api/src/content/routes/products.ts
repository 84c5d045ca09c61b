import Router from '@koa/router';
import { found } from '../../errors.ts';
import type { Services } from '../../services.ts';

export function productsRouter({ products }: Services): Router {
  const router = new Router();
  router.get('/api/products', async (ctx) => { ctx.body = await products.list(); });
  router.get('/api/products/:slug', async (ctx) => { ctx.body = found(await products.findBySlug(ctx.params.slug!), 'Product not found'); });
  return router;
}
