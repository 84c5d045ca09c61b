import Router from '@koa/router';
import { found } from '../errors.ts';
import type { Repositories } from '../repositories/index.ts';

export function caseStudiesRouter({ caseStudies }: Repositories): Router {
  const router = new Router();
  router.get('/api/case-studies', async (ctx) => { ctx.body = await caseStudies.list(); });
  router.get('/api/case-studies/featured', async (ctx) => { ctx.body = await caseStudies.listFeatured(); });
  router.get('/api/case-studies/:slug', async (ctx) => { ctx.body = found(await caseStudies.findBySlug(ctx.params.slug!), 'Case study not found'); });
  return router;
}
