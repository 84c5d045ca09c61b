import type { Middleware } from 'koa';
import { NotFoundError } from '../errors.ts';

/**
 * Wraps the API routers: any /api path that no router answered becomes a JSON 404. It runs
 * after the routers' allowedMethods, so a known path with the wrong method stays a 405.
 */
export const apiNotFound: Middleware = async (ctx, next) => {
  await next();
  if (ctx.body === undefined && ctx.status === 404) throw new NotFoundError('Not found');
};
