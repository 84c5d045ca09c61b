import Router from '@koa/router';
import { found } from '../errors.ts';
import type { Repositories } from '../repositories/index.ts';

export function jobsRouter({ jobs }: Repositories): Router {
  const router = new Router();
  router.get('/api/jobs', async (ctx) => { ctx.body = await jobs.list(); });
  router.get('/api/jobs/slug/:slug', async (ctx) => { ctx.body = found(await jobs.findBySlug(ctx.params.slug!), 'Job not found'); });
  return router;
}
