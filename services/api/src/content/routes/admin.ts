import type { Context } from 'koa';
import { validate } from '@joognoo/schemas';
import {
  CONTENT_INPUT_SCHEMAS,
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  rollbackSchema,
  scheduleSchema,
  type ContentCategoriesAnswer,
  type ContentInput,
  type ContentItemAnswer,
  type ContentKind,
  type ContentStatus,
  type ContentSummaryAnswer,
} from '@joognoo/schemas/admin';
import { HttpError, ValidationError } from '../../errors.ts';
import { isContentKind } from '../service.ts';
import { objectBody } from '../../routing/body.ts';
import { pageParams, type AdminRouter } from '../../admin/router.ts';

function kindOf(ctx: Context): ContentKind {
  const kind = ctx.params.kind;
  if (!isContentKind(kind)) throw new HttpError(404, CONTENT_MESSAGES.unknownKind);
  return kind;
}

function idOf(ctx: Context): number {
  const id = ctx.params.id;
  if (id === undefined || !/^\d{1,10}$/.test(id) || Number(id) < 1) throw new HttpError(404, CONTENT_MESSAGES.notFound);
  return Number(id);
}

function inputOf(ctx: Context, kind: ContentKind): ContentInput {
  const result = validate(CONTENT_INPUT_SCHEMAS[kind], objectBody(ctx));
  if (!result.success) throw new ValidationError(result.errors, CONTENT_MESSAGES.invalidFields);
  return result.output as ContentInput;
}

/**
 * The content area: blog posts, jobs and case studies for marketers and admins.
 *
 *   GET  /api/admin/content/:kind                 ?status=draft|scheduled|published|closed&q=&page=
 *   POST /api/admin/content/:kind                 create (a draft)
 *   POST /api/admin/content/:kind/preview         render an unsaved body as the public API would answer it
 *   GET  /api/admin/content/:kind/:id             the editable fields (Markdown source), status, old slugs, versions
 *   PUT  /api/admin/content/:kind/:id             save
 *   GET  /api/admin/content/:kind/:id/preview     a saved item (even a draft) as the public API would answer it
 *   POST /api/admin/content/:kind/:id/publish | unpublish | schedule {at} | close | reopen (jobs) | rollback {revisionId}
 *   GET  /api/admin/content-categories            the blog categories
 *
 * Every write runs in one transaction with its version (content_revisions), its audit row
 * and a content version bump, then drops this process's response cache at once.
 */
export function contentRoutes(admin: AdminRouter): void {
  const { content } = admin.services;

  admin.get('/api/admin/content-categories', 'content', async (ctx) => {
    ctx.body = { categories: await content.categories() } satisfies ContentCategoriesAnswer;
  });

  admin.get('/api/admin/content/:kind', 'content', async (ctx) => {
    const kind = kindOf(ctx);
    const status = typeof ctx.query.status === 'string' && (CONTENT_STATUSES as readonly string[]).includes(ctx.query.status) ? (ctx.query.status as ContentStatus) : undefined;
    const q = typeof ctx.query.q === 'string' ? ctx.query.q.trim().slice(0, 200) : '';
    ctx.body = await content.list(kind, { status, q: q || undefined }, pageParams(ctx));
  });

  admin.post('/api/admin/content/:kind', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    const id = await content.create(admin.actor(ctx), kind, inputOf(ctx, kind));
    ctx.status = 201;
    ctx.body = { item: await content.detail(kind, id) };
  });

  admin.post('/api/admin/content/:kind/preview', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    ctx.body = { preview: await content.preview(kind, inputOf(ctx, kind)) };
  });

  admin.get('/api/admin/content/:kind/:id', 'content', async (ctx) => {
    const kind = kindOf(ctx);
    const item = await content.detail(kind, idOf(ctx));
    if (!item) throw new HttpError(404, CONTENT_MESSAGES.notFound);
    ctx.body = { item } satisfies ContentItemAnswer;
  });

  admin.get('/api/admin/content/:kind/:id/preview', 'content', async (ctx) => {
    const kind = kindOf(ctx);
    const preview = await content.preview(kind, undefined, idOf(ctx));
    if (!preview) throw new HttpError(404, CONTENT_MESSAGES.notFound);
    ctx.body = { preview };
  });

  admin.put('/api/admin/content/:kind/:id', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    const id = idOf(ctx);
    if (!(await content.detail(kind, id))) throw new HttpError(404, CONTENT_MESSAGES.notFound);
    await content.update(admin.actor(ctx), kind, id, inputOf(ctx, kind));
    ctx.body = { item: await content.detail(kind, id) };
  });

  for (const action of ['publish', 'unpublish', 'close', 'reopen'] as const) {
    admin.post(`/api/admin/content/:kind/:id/${action}`, 'content', async (ctx) => {
      const kind = kindOf(ctx);
      ctx.body = { item: await content.transition(admin.actor(ctx), kind, idOf(ctx), action) } satisfies ContentSummaryAnswer;
    });
  }

  admin.post('/api/admin/content/:kind/:id/schedule', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    const id = idOf(ctx);
    const result = validate(scheduleSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors, CONTENT_MESSAGES.invalidFields);
    const at = new Date(result.output.at);
    if (at.getTime() <= Date.now()) throw new ValidationError({ at: CONTENT_MESSAGES.scheduleInPast }, CONTENT_MESSAGES.scheduleInPast);
    ctx.body = { item: await content.schedule(admin.actor(ctx), kind, id, at) } satisfies ContentSummaryAnswer;
  });

  admin.post('/api/admin/content/:kind/:id/rollback', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    const id = idOf(ctx);
    const result = validate(rollbackSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors, CONTENT_MESSAGES.invalidFields);
    ctx.body = { item: await content.rollback(admin.actor(ctx), kind, id, result.output.revisionId) } satisfies ContentSummaryAnswer;
  });
}
