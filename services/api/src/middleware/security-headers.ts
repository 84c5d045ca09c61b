import type { Middleware } from 'koa';

/** Basic headers for every API answer (errors included). */
export const securityHeaders: Middleware = async (ctx, next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  await next();
};
