import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { ADMIN_AREAS, ADMIN_MESSAGES, DEFAULT_PER_PAGE, MAX_PER_PAGE, type AdminArea, type StaffRole } from '@joognoo/schemas/admin';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { session } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { jsonBody } from '../middleware/json-body.ts';
import type { AuditActor } from '../people/service.ts';
import type { Services } from '../services.ts';

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One back-office API route and the area whose roles may call it (the role matrix test reads these). */
export interface AdminRoute {
  method: AdminMethod;
  path: string;
  area: AdminArea;
}

/** What every area's routes get. */
export interface AdminDeps {
  /** The app's services (createServices). */
  repositories: Services;
  config: Config;
  logger: Logger;
}

/** 401 when signed out, 403 unless the signed-in user's role may use `area`. */
export function requireArea(area: AdminArea): Middleware {
  const roles: readonly StaffRole[] = ADMIN_AREAS[area];
  return async (ctx, next) => {
    if (!ctx.state.user) throw new HttpError(401, ADMIN_MESSAGES.signInRequired);
    const role = ctx.state.role;
    if (!role || !roles.includes(role)) throw new HttpError(403, ADMIN_MESSAGES.forbidden);
    await next();
  };
}

/**
 * The back office's router: every route names its area, and the area's roles are checked on
 * the server before the handler runs (`requireArea`). All routes are listed in `routes`, so
 * the role matrix test covers each one without a list of its own.
 *
 *   admin.get('/api/admin/leads', 'leads', listLeads);
 *   admin.post('/api/admin/leads/:id/status', 'leads', admin.json, setStatus);
 */
export class AdminRouter {
  readonly router = new Router();
  readonly routes: AdminRoute[] = [];
  /** Parses a JSON body (up to BODY_LIMIT_BYTES) into `ctx.request.jsonBody`. */
  readonly json: Middleware;
  /** The services the routes call. */
  readonly services: Services;

  constructor(readonly deps: AdminDeps) {
    this.services = deps.repositories;
    this.json = jsonBody(deps.config.bodyLimitBytes);
    this.router.use(session(deps.repositories.sessions));
  }

  private add(method: AdminMethod, path: string, area: AdminArea, middleware: Middleware[]): this {
    if (!path.startsWith('/api/admin/')) throw new Error(`Back-office routes live under /api/admin/: ${path}`);
    this.routes.push({ method, path, area });
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    this.router[verb](path, requireArea(area), ...middleware);
    return this;
  }

  get(path: string, area: AdminArea, ...middleware: Middleware[]) {
    return this.add('GET', path, area, middleware);
  }
  post(path: string, area: AdminArea, ...middleware: Middleware[]) {
    return this.add('POST', path, area, middleware);
  }
  put(path: string, area: AdminArea, ...middleware: Middleware[]) {
    return this.add('PUT', path, area, middleware);
  }
  patch(path: string, area: AdminArea, ...middleware: Middleware[]) {
    return this.add('PATCH', path, area, middleware);
  }
  delete(path: string, area: AdminArea, ...middleware: Middleware[]) {
    return this.add('DELETE', path, area, middleware);
  }

  /** Who is acting, for the audit log of the write: the signed-in user and the request's address. */
  actor(ctx: Context): AuditActor {
    const user = ctx.state.user!;
    return { id: user.id, email: user.email, ip: clientIp(ctx, this.deps.config.trustProxy) };
  }
}

/** `?page=` and `?perPage=` of a list request: 1-based, at most MAX_PER_PAGE per page. */
export function pageParams(ctx: Context): { page: number; perPage: number; offset: number } {
  const page = Math.max(1, Math.min(100_000, Number.parseInt(String(ctx.query.page ?? '1'), 10) || 1));
  const perPage = Math.max(1, Math.min(MAX_PER_PAGE, Number.parseInt(String(ctx.query.perPage ?? DEFAULT_PER_PAGE), 10) || DEFAULT_PER_PAGE));
  return { page, perPage, offset: (page - 1) * perPage };
}
