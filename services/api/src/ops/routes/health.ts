import Router from '@koa/router';
import type { Services } from '../../services.ts';
import type { Logger } from '../../logger.ts';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../errors.ts';

/**
 * 200 `{ status: 'ok', database: 'up' }` when the database answers a ping, else (within the
 * ping's bound, 1.5 s, never a hang) 503 `{ status: 'unavailable', database: 'down', message }`.
 */
export function healthRouter({ health }: Services, logger: Logger): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await health.ping();
      ctx.body = { status: 'ok', database: 'up' };
    } catch (error) {
      const { name, code } = error as { name?: unknown; code?: unknown };
      logger.error({ msg: 'health check failed', error: { name, code } });
      ctx.status = 503;
      ctx.set('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      ctx.body = { status: 'unavailable', database: 'down', message: 'The database is not reachable' };
    }
  });
  return router;
}
