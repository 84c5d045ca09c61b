import { APPLICATION_CV_TYPES, APPLICATION_STATUSES, type ApplicationStatus } from '@joognoo/schemas';
import { ADMIN_APPLICATIONS_MESSAGES, applicationNoteBodySchema, applicationStatusBodySchema, type ApplicationAnswer, type ApplicationFilters, type ApplicationJobsAnswer, type ApplicationList } from '@joognoo/schemas/admin';
import type { Context } from 'koa';
import { pageParams, type AdminRouter } from '../../admin/router.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { recordWorkflowRoutes } from '../../records/routes.ts';
import { parseId } from '../../routing/params.ts';
import { day, queryText } from '../../routing/query.ts';

/** The list's filters of a request's query; 400 with field errors for a malformed one. */
function applicationFilters(ctx: Context): ApplicationFilters {
  const errors: Record<string, string> = {};
  const status = queryText(ctx, 'status');
  if (status !== undefined && !(APPLICATION_STATUSES as readonly string[]).includes(status)) errors.status = 'Unknown status.';
  const filters: ApplicationFilters = {
    q: queryText(ctx, 'q'),
    job: queryText(ctx, 'job'),
    status: status as ApplicationStatus | undefined,
    from: day(queryText(ctx, 'from'), 'from', errors),
    to: day(queryText(ctx, 'to'), 'to', errors),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return filters;
}

const applicationId = (ctx: Context) => parseId(ctx.params.id, ADMIN_APPLICATIONS_MESSAGES.notFound);

/**
 * Job applications (recruiters, admins): the filtered list, the counts per job, an
 * application with its notes and status history, the status workflow, notes, and the CV
 * download (streamed from the private CV storage, never a public URL).
 */
export function applicationsRoutes(admin: AdminRouter): void {
  const { applications } = admin.services;

  admin.get('/api/admin/applications', 'applications', async (ctx) => {
    ctx.body = (await applications.list(applicationFilters(ctx), pageParams(ctx))) satisfies ApplicationList;
  });

  // Before /:id, which would take `jobs` for an id.
  admin.get('/api/admin/applications/jobs', 'applications', async (ctx) => {
    ctx.body = { jobs: await applications.countsByJob() } satisfies ApplicationJobsAnswer;
  });

  admin.get('/api/admin/applications/:id', 'applications', async (ctx) => {
    const application = await applications.detail(applicationId(ctx));
    if (!application) throw new NotFoundError(ADMIN_APPLICATIONS_MESSAGES.notFound);
    ctx.body = { application } satisfies ApplicationAnswer;
  });

  admin.get('/api/admin/applications/:id/cv', 'applications', async (ctx) => {
    const { stored, name, kind } = await applications.openCv(applicationId(ctx), admin.actor(ctx), admin.deps.config);
    ctx.status = 200;
    ctx.set('Content-Type', APPLICATION_CV_TYPES[kind]);
    ctx.set('Content-Length', String(stored.size));
    ctx.set('Content-Disposition', `attachment; filename="${name}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = stored.body;
  });

  recordWorkflowRoutes(admin, {
    base: '/api/admin/applications',
    area: 'applications',
    answer: 'application',
    notFound: ADMIN_APPLICATIONS_MESSAGES.notFound,
    workflow: applications.workflow,
    schemas: { status: applicationStatusBodySchema, note: applicationNoteBodySchema },
  });
}
