import Router from '@koa/router';
import type { Context } from 'koa';
import { BadRequestError, found } from '../../errors.ts';
import type { JobFilters } from '../service.ts';
import type { Services } from '../../services.ts';
import { movedTo } from '../../routing/params.ts';

/** The longest value a job filter takes (a department name, a city, a type are far shorter). */
export const JOB_FILTER_MAX_LENGTH = 100;

/** The query parameters of GET /api/jobs and the filter each sets. */
const FILTER_PARAMS = { department: 'department', location: 'location', employmentType: 'employmentType' } as const satisfies Record<string, keyof JobFilters>;

/**
 * `?department=&location=&employmentType=`: each optional; an empty one is no filter, other
 * parameters are ignored; a value over JOB_FILTER_MAX_LENGTH characters, or a parameter given
 * twice, is a 400 that says so.
 */
export function jobFilters(query: Context['query']): JobFilters {
  const filters: JobFilters = {};
  for (const [param, key] of Object.entries(FILTER_PARAMS)) {
    const value = query[param];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new BadRequestError(`${param} may be given once`);
    if (value.length > JOB_FILTER_MAX_LENGTH) throw new BadRequestError(`${param} must be at most ${JOB_FILTER_MAX_LENGTH} characters`);
    const trimmed = value.trim();
    if (trimmed !== '') filters[key] = trimmed;
  }
  return filters;
}

export function jobsRouter({ jobs, slugRedirects }: Services): Router {
  const router = new Router();
  router.get('/api/jobs', async (ctx) => { ctx.body = await jobs.list(jobFilters(ctx.query)); });
  router.get('/api/jobs/slug/:slug', async (ctx) => {
    const job = await jobs.findBySlug(ctx.params.slug!);
    if (!job && (await movedTo(ctx, slugRedirects, 'jobs', '/api/jobs/slug/'))) return;
    ctx.body = found(job, 'Job not found');
  });
  return router;
}
