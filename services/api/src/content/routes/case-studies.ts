import Router from '@koa/router';
import { found } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { movedTo } from '../../routing/params.ts';

export function caseStudiesRouter({ caseStudies, slugRedirects }: Services): Router {
  const router = new Router();
  router.get('/api/case-studies', async (ctx) => { ctx.body = await caseStudies.list(); });
  router.get('/api/case-studies/featured', async (ctx) => { ctx.body = await caseStudies.listFeatured(); });
  router.get('/api/case-studies/:slug', async (ctx) => {
    const study = await caseStudies.findBySlug(ctx.params.slug!);
    if (!study && (await movedTo(ctx, slugRedirects, 'case-studies', '/api/case-studies/'))) return;
    ctx.body = found(study, 'Case study not found');
  });
  return router;
}
