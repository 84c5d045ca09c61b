import Router from '@koa/router';
import type { Repositories } from '../repositories/index.ts';
import type { Logger } from '../logger.ts';

export function healthRouter({ health }: Repositories, logger: Logger): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await health.ping();
      ctx.body = { status: 'ok' };
    } catch (error) {
      logger.error({ msg: 'health check failed', error: { code: (error as { code?: unknown }).code } });
      ctx.status = 503;
      ctx.body = { status: 'unavailable', message: 'The database is not reachable' };
    }
  });
  return router;
}
