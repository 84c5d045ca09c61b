import type { Context } from 'koa';
import * as v from 'valibot';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_MAX_BYTES, MEDIA_MESSAGES, type MediaUploadAnswer, type Page, type MediaItem } from '@joognoo/schemas/admin';
import { HttpError, ValidationError } from '../errors.ts';
import { readMultipart } from './multipart.ts';
import { pageParams, type AdminRouter } from '../admin/router.ts';

const IdParam = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number));

/**
 * The back office's images (area `content`):
 *
 * - `POST /api/admin/media`: multipart/form-data, the image in part `file`, optional `alt`.
 *   ≤ 5 MB (413 while streaming), PNG/JPEG/WebP/SVG by content (415), a readable size
 *   (422); SVG sanitised before it is stored. The file is stored first (random key), then
 *   its row and audit row commit together; a failed commit deletes the file. 201 `{ media }`.
 * - `GET /api/admin/media`: one page, newest first.
 * - `DELETE /api/admin/media/:id`: the row and audit row, then the file. 204.
 */
export function mediaRoutes(admin: AdminRouter): void {
  const { media } = admin.services;

  admin.post('/api/admin/media', 'content', async (ctx: Context) => {
    const upload = await readMultipart(ctx, {
      fileField: 'file',
      maxFileBytes: MEDIA_MAX_BYTES,
      fields: ['alt'],
      maxFieldBytes: MEDIA_ALT_MAX_LENGTH * 4 + 16,
      messages: MEDIA_MESSAGES,
    });
    if (!upload.file) throw new ValidationError({ file: MEDIA_MESSAGES.missingFile }, MEDIA_MESSAGES.missingFile);
    if (upload.file.bytes.length === 0) throw new ValidationError({ file: MEDIA_MESSAGES.emptyFile }, MEDIA_MESSAGES.emptyFile);
    const alt = (upload.fields.alt ?? '').replace(/\s+/g, ' ').trim();
    if ([...alt].length > MEDIA_ALT_MAX_LENGTH) throw new ValidationError({ alt: MEDIA_MESSAGES.altTooLong }, MEDIA_MESSAGES.altTooLong);
    const stored = await media.upload(admin.actor(ctx), { bytes: upload.file.bytes, filename: upload.file.filename, alt });
    ctx.status = 201;
    ctx.body = { media: stored } satisfies MediaUploadAnswer;
  });

  admin.get('/api/admin/media', 'content', async (ctx: Context) => {
    const { page, perPage, offset } = pageParams(ctx);
    const { items, total } = await media.list({ offset, perPage });
    ctx.body = { items, page, perPage, total } satisfies Page<MediaItem>;
  });

  admin.delete('/api/admin/media/:id', 'content', async (ctx: Context) => {
    const parsed = v.safeParse(IdParam, ctx.params.id);
    if (!parsed.success) throw new HttpError(404, MEDIA_MESSAGES.notFound);
    await media.delete(admin.actor(ctx), parsed.output);
    ctx.status = 204;
  });
}
