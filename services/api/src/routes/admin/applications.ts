import { APPLICATION_CV_TYPES, validate, type ApplicationStatus } from '@joognoo/schemas';
import {
  ADMIN_APPLICATIONS_MESSAGES,
  applicationNoteBodySchema,
  applicationStatusBodySchema,
  canMoveApplication,
  type ApplicationList,
} from '@joognoo/schemas/admin';
import type { Context } from 'koa';
import { toDbTime } from '../../db/columns.ts';
import { isSqlite } from '../../db/index.ts';
import { HttpError, NotFoundError, ValidationError } from '../../errors.ts';
import { cvStorage } from '../../media/index.ts';
import {
  applicationCountsByJob,
  applicationDetail,
  applicationFilters,
  applicationJobChoices,
  applicationsQuery,
  cvDownloadName,
  cvKind,
  toApplicationSummary,
  type ApplicationRow,
} from './applications-store.ts';
import { pageParams, type AdminRouter } from './router.ts';

/** A positive integer id of the path, else 404 (nothing can have it). */
function idParam(ctx: Context): number {
  const value = String(ctx.params.id ?? '');
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1) throw new NotFoundError(ADMIN_APPLICATIONS_MESSAGES.notFound);
  return Number(value);
}

function body<T>(ctx: Context, schema: Parameters<typeof validate>[0]): T {
  const result = validate(schema, (ctx.request as { jsonBody?: unknown }).jsonBody ?? {});
  if (!result.success) throw new ValidationError(result.errors);
  return result.output as T;
}

/**
 * Job applications (recruiters, admins): the filtered list, the counts per job, an
 * application with its notes and status history, the status workflow, notes, and the CV
 * download (streamed from the private CV storage, never a public URL). Every write is
 * audited in its transaction; so is each CV download (who read whose CV).
 */
export function applicationsRoutes(admin: AdminRouter): void {
  const { db, config } = admin.deps;
  const storage = cvStorage(config);

  admin.get('/api/admin/applications', 'applications', async (ctx) => {
    const filters = applicationFilters(ctx);
    const { page, perPage, offset } = pageParams(ctx);
    const [{ total }] = await applicationsQuery(db, filters).count({ total: '*' });
    const rows: ApplicationRow[] = await applicationsQuery(db, filters)
      .select('ja.*')
      .orderBy([{ column: 'ja.created_at', order: 'desc' }, { column: 'ja.id', order: 'desc' }])
      .limit(perPage)
      .offset(offset);
    ctx.body = { items: rows.map(toApplicationSummary), page, perPage, total: Number(total), choices: { jobs: await applicationJobChoices(db) } } satisfies ApplicationList;
  });

  // Before /:id, which would take `jobs` for an id.
  admin.get('/api/admin/applications/jobs', 'applications', async (ctx) => {
    ctx.body = { jobs: await applicationCountsByJob(db) };
  });

  admin.get('/api/admin/applications/:id', 'applications', async (ctx) => {
    const application = await applicationDetail(db, idParam(ctx));
    if (!application) throw new NotFoundError(ADMIN_APPLICATIONS_MESSAGES.notFound);
    ctx.body = { application };
  });

  admin.get('/api/admin/applications/:id/cv', 'applications', async (ctx) => {
    const id = idParam(ctx);
    const row: ApplicationRow | undefined = await db('job_applications').where({ id }).first('id', 'reference', 'first_name', 'last_name', 'cv_storage_key', 'cv_kind', 'cv_size');
    if (!row) throw new NotFoundError(ADMIN_APPLICATIONS_MESSAGES.notFound);
    const stored = await storage.get(String(row.cv_storage_key));
    if (!stored) throw new NotFoundError(ADMIN_APPLICATIONS_MESSAGES.cvMissing);
    const name = cvDownloadName(row as Parameters<typeof cvDownloadName>[0]);
    try {
      await admin.audit(ctx, { action: 'application.cv.download', subjectType: 'application', subjectId: id, details: { file: name, bytes: stored.size } });
    } catch (error) {
      stored.body.destroy();
      throw error;
    }
    ctx.status = 200;
    ctx.set('Content-Type', APPLICATION_CV_TYPES[cvKind(row.cv_kind)]);
    ctx.set('Content-Length', String(stored.size));
    ctx.set('Content-Disposition', `attachment; filename="${name}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = stored.body;
  });

  /** The application row, write-locked on MariaDB (SQLite has one writer); 404 when there is none. */
  async function lockedApplication(trx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number) {
    const query = trx('job_applications').where({ id });
    if (!isSqlite(db)) query.forUpdate();
    const row = await query.first<{ id: number; status: ApplicationStatus } | undefined>('id', 'status');
    if (!row) throw new NotFoundError(ADMIN_APPLICATIONS_MESSAGES.notFound);
    return row;
  }

  admin.post('/api/admin/applications/:id/status', 'applications', admin.json, async (ctx) => {
    const id = idParam(ctx);
    const { status } = body<{ status: ApplicationStatus }>(ctx, applicationStatusBodySchema);
    const user = ctx.state.user!;
    await db.transaction(async (trx) => {
      const application = await lockedApplication(trx, id);
      if (!canMoveApplication(application.status, status)) throw new HttpError(409, ADMIN_APPLICATIONS_MESSAGES.transitionRefused(application.status, status));
      const now = toDbTime(db, new Date());
      await trx('job_applications').where({ id }).update({ status, status_changed_at: now });
      await trx('application_status_changes').insert({ application_id: id, from_status: application.status, to_status: status, actor_user_id: user.id, actor_email: user.email, created_at: now });
      await admin.audit(ctx, { action: 'application.status', subjectType: 'application', subjectId: id, details: { from: application.status, to: status } }, trx);
    });
    ctx.body = { application: await applicationDetail(db, id) };
  });

  admin.post('/api/admin/applications/:id/notes', 'applications', admin.json, async (ctx) => {
    const id = idParam(ctx);
    const note = body<{ body: string }>(ctx, applicationNoteBodySchema);
    const user = ctx.state.user!;
    await db.transaction(async (trx) => {
      await lockedApplication(trx, id);
      const [noteId] = await trx('application_notes').insert({ application_id: id, author_user_id: user.id, author_email: user.email, body: note.body, created_at: toDbTime(db, new Date()) });
      // The note's text is personal data about the candidate: the audit says that one was added.
      await admin.audit(ctx, { action: 'application.note', subjectType: 'application', subjectId: id, details: { noteId: Number(noteId), length: note.body.length } }, trx);
    });
    ctx.status = 201;
    ctx.body = { application: await applicationDetail(db, id) };
  });
}
