import type { Context } from 'koa';
import { validate } from '@joognoo/schemas';
import {
  CONTENT_INPUT_SCHEMAS,
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  rollbackSchema,
  scheduleSchema,
  type ContentInput,
  type ContentKind,
  type ContentStatus,
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
  const { contentAdmin } = admin.services;
  const write = <T>(ctx: Context, kind: ContentKind, action: string, change: Parameters<typeof admin.services.content.write<T>>[3]) =>
    admin.services.content.write<T>(admin.actor(ctx), kind, action, change);

  const actor = (ctx: Context) => ({ id: ctx.state.user!.id, email: ctx.state.user!.email });

  admin.get('/api/admin/content-categories', 'content', async (ctx) => {
    ctx.body = { categories: await contentAdmin.categories() };
  });

  admin.get('/api/admin/content/:kind', 'content', async (ctx) => {
    const kind = kindOf(ctx);
    const status = typeof ctx.query.status === 'string' && (CONTENT_STATUSES as readonly string[]).includes(ctx.query.status) ? (ctx.query.status as ContentStatus) : undefined;
    const q = typeof ctx.query.q === 'string' ? ctx.query.q.trim().slice(0, 200) : '';
    ctx.body = await contentAdmin.list(kind, { status, q: q || undefined }, pageParams(ctx));
  });

  admin.post('/api/admin/content/:kind', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    const input = inputOf(ctx, kind);
    const id = await write(ctx, kind, 'create', async (trx) => {
      const created = await contentAdmin.save(trx, kind, undefined, input, actor(ctx));
      return { id: created, result: created, details: { title: input.title } };
    });
    ctx.status = 201;
    ctx.body = { item: await contentAdmin.detail(kind, id) };
  });

  admin.post('/api/admin/content/:kind/preview', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    ctx.body = { preview: await contentAdmin.preview(kind, inputOf(ctx, kind)) };
  });

  admin.get('/api/admin/content/:kind/:id', 'content', async (ctx) => {
    const kind = kindOf(ctx);
    const item = await contentAdmin.detail(kind, idOf(ctx));
    if (!item) throw new HttpError(404, CONTENT_MESSAGES.notFound);
    ctx.body = { item };
  });

  admin.get('/api/admin/content/:kind/:id/preview', 'content', async (ctx) => {
    const kind = kindOf(ctx);
    const preview = await contentAdmin.preview(kind, undefined, idOf(ctx));
    if (!preview) throw new HttpError(404, CONTENT_MESSAGES.notFound);
    ctx.body = { preview };
  });

  admin.put('/api/admin/content/:kind/:id', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    const id = idOf(ctx);
    if (!(await contentAdmin.detail(kind, id))) throw new HttpError(404, CONTENT_MESSAGES.notFound);
    const input = inputOf(ctx, kind);
    await write(ctx, kind, 'update', async (trx) => {
      await contentAdmin.save(trx, kind, id, input, actor(ctx));
      return { id, result: id, details: { title: input.title, slug: input.slug } };
    });
    ctx.body = { item: await contentAdmin.detail(kind, id) };
  });

  for (const action of ['publish', 'unpublish', 'close', 'reopen'] as const) {
    admin.post(`/api/admin/content/:kind/:id/${action}`, 'content', async (ctx) => {
      const kind = kindOf(ctx);
      const id = idOf(ctx);
      const summary = await write(ctx, kind, action, async (trx) => {
        const result = await contentAdmin.transition(trx, kind, id, action, actor(ctx));
        return { id, result, details: { slug: result.slug, status: result.status } };
      });
      ctx.body = { item: summary };
    });
  }

  admin.post('/api/admin/content/:kind/:id/schedule', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    const id = idOf(ctx);
    const result = validate(scheduleSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors, CONTENT_MESSAGES.invalidFields);
    const at = new Date(result.output.at);
    if (at.getTime() <= Date.now()) throw new ValidationError({ at: CONTENT_MESSAGES.scheduleInPast }, CONTENT_MESSAGES.scheduleInPast);
    const summary = await write(ctx, kind, 'schedule', async (trx) => {
      const item = await contentAdmin.transition(trx, kind, id, 'schedule', actor(ctx), { at });
      return { id, result: item, details: { slug: item.slug, at: at.toISOString() } };
    });
    ctx.body = { item: summary };
  });

  admin.post('/api/admin/content/:kind/:id/rollback', 'content', admin.json, async (ctx) => {
    const kind = kindOf(ctx);
    const id = idOf(ctx);
    const result = validate(rollbackSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors, CONTENT_MESSAGES.invalidFields);
    const summary = await write(ctx, kind, 'rollback', async (trx) => {
      const item = await contentAdmin.rollback(trx, kind, id, result.output.revisionId, actor(ctx));
      return { id, result: item, details: { revisionId: result.output.revisionId, slug: item.slug } };
    });
    ctx.body = { item: summary };
  });
}
