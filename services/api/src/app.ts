import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import type { Config } from './config.ts';
import type { ContentVersionClock } from './content/version-clock.ts';
import type { Database } from './db/index.ts';
import { HttpError } from './errors.ts';
import { jsonLogger, type Logger } from './logger.ts';
import { BodySlots } from './middleware/body-slots.ts';
import { errorHandler } from './middleware/errors.ts';
import { cors, publicCors } from './middleware/cors.ts';
import { isAccountPath, sameSiteWrites } from './middleware/cross-site.ts';
import { apiNotFound } from './middleware/not-found.ts';
import { requestLog } from './middleware/request-log.ts';
import { responseCache } from './middleware/response-cache.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { createServices } from './services.ts';
import { accountLinksRouter } from './people/routes/account-links.ts';
import { applicationsRouter } from './applications/routes/public.ts';
import { authRouter } from './people/routes/auth.ts';
import { blogRouter } from './content/routes/blog.ts';
import { caseStudiesRouter } from './content/routes/case-studies.ts';
import { cspReportRouter } from './ops/routes/csp-report.ts';
import { healthRouter } from './ops/routes/health.ts';
import { integrationsRouter } from './integrations/routes.ts';
import { jobsRouter } from './content/routes/jobs.ts';
import { leadsRouter } from './leads/routes/public.ts';
import { newsletterRouter } from './newsletter/routes/public.ts';
import { productsRouter } from './content/routes/products.ts';
import { adminRouter } from './admin/routes/index.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  /** Where request and error lines go; JSON lines on stdout/stderr by default. */
  logger?: Logger;
  /** The process's content version clock (openApi's, shared with the other caches of the process); else one of its own. */
  contentVersion?: ContentVersionClock;
}

/** `/api` and everything below it. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The Koa app of the API. It answers only paths under /api (unknown ones with a JSON 404)
 * and passes every other path to the next middleware, so a host can mount the web site
 * after it. No module-level state: build as many as you like.
 */
export function createApp({ db, config, logger = jsonLogger, contentVersion }: AppDeps): Koa {
  const app = new Koa({ proxy: false });
  app.silent = true; // every error is handled (and logged) by errorHandler
  const repositories = createServices(db, config, logger);
  // One count per client address for every public route that reads a body.
  const bodySlots = new BodySlots(config.requestLimits.bodiesPerAddress);

  const routers = [
    healthRouter(repositories, logger),
    productsRouter(repositories),
    blogRouter(repositories),
    jobsRouter(repositories),
    caseStudiesRouter(repositories),
    leadsRouter(repositories, config, bodySlots),
    applicationsRouter(repositories, config, logger, bodySlots),
    newsletterRouter(repositories, config),
    authRouter(repositories, config),
    accountLinksRouter(repositories, config),
    integrationsRouter(repositories, config),
    cspReportRouter(repositories, config, logger),
    adminRouter({ repositories, config, logger }).router,
  ];
  const allowedMethods = {
    throw: true,
    methodNotAllowed: () => new HttpError(405, 'Method not allowed'),
    notImplemented: () => new HttpError(501, 'Not implemented'),
  };

  // Public paths answer any origin without credentials (reads with `*`; writes with their
  // canonical origin, and the write routes decide registration: middleware/registration.ts).
  // /api/auth, /api/dev and /api/admin are cookie-authenticated and for the site itself: writes must come
  // from its own pages (Origin check), CORS is granted to its origin only (never the embed
  // origins), and answers are per user (never stored by a cache).
  const openCors = publicCors();
  const accountGuards = compose<Koa.ParameterizedContext>([
    sameSiteWrites(config),
    cors({ siteOrigin: config.siteOrigin, embedOrigins: [] }, { allowMethods: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' }),
    (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      return next();
    },
  ]);

  const apiChain = compose<Koa.ParameterizedContext>([
    requestLog(logger),
    errorHandler(logger),
    (ctx, next) => (isAccountPath(ctx.path) ? accountGuards(ctx, next) : openCors(ctx, next)),
    apiNotFound,
    responseCache(contentVersion ?? repositories.contentVersions),
    ...routers.flatMap((router) => [router.routes(), router.allowedMethods(allowedMethods)] as Middleware[]),
  ]);

  // Every answer of the process carries the security headers, the host's pages and files too.
  app.use(securityHeaders(config));
  // The API chain ends at its own routers: an /api request never reaches the host's middleware.
  app.use((ctx, next) => (isApiPath(ctx.path) ? apiChain(ctx) : next()));
  return app;
}
