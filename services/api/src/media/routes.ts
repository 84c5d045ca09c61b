import type { Context } from 'koa';
import * as v from 'valibot';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_MAX_BYTES, MEDIA_MESSAGES, MEDIA_NAME_MAX_LENGTH, type MediaUploadAnswer, type Page, type MediaItem } from '@joognoo/schemas/admin';
import { HttpError, ValidationError, found } from '../errors.ts';
import { inspectImage } from './images.ts';
import { mediaStorage, newStorageKey } from './index.ts';
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
  const { db, repositories, logger } = admin.deps;
  const storage = mediaStorage(admin.deps.config);

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

    const image = inspectImage(upload.file.bytes);
    // eslint-disable-next-line no-control-regex -- control characters are dropped from a display name
    const originalName = [...(upload.file.filename.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'image')].slice(0, MEDIA_NAME_MAX_LENGTH).join('');
    const key = newStorageKey(image.extension);
    await storage.put(key, image.bytes, { contentType: image.contentType });
    let id: number;
    try {
      id = await db.transaction(async (trx) => {
        const created = await repositories.media.create(trx, {
          storageKey: key,
          contentType: image.contentType,
          bytes: image.bytes.length,
          width: image.width,
          height: image.height,
          originalName,
          alt,
          uploadedBy: ctx.state.user!.id,
        });
        await admin.audit(
          ctx,
          { action: 'media.upload', subjectType: 'media', subjectId: created, details: { url: `/media/${key}`, contentType: image.contentType, bytes: image.bytes.length, width: image.width, height: image.height, originalName } },
          trx,
        );
        return created;
      });
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
    const media = found(await repositories.media.find(id), MEDIA_MESSAGES.notFound);
    ctx.status = 201;
    ctx.body = { media } satisfies MediaUploadAnswer;
  });

  admin.get('/api/admin/media', 'content', async (ctx: Context) => {
    const { page, perPage, offset } = pageParams(ctx);
    const { items, total } = await repositories.media.list({ offset, perPage });
    ctx.body = { items, page, perPage, total } satisfies Page<MediaItem>;
  });

  admin.delete('/api/admin/media/:id', 'content', async (ctx: Context) => {
    const parsed = v.safeParse(IdParam, ctx.params.id);
    if (!parsed.success) throw new HttpError(404, MEDIA_MESSAGES.notFound);
    const id = parsed.output;
    const media = await db.transaction(async (trx) => {
      const item = found(await repositories.media.find(id, trx), MEDIA_MESSAGES.notFound);
      await repositories.media.delete(trx, id);
      await admin.audit(ctx, { action: 'media.delete', subjectType: 'media', subjectId: id, details: { url: item.url, originalName: item.originalName } }, trx);
      return item;
    });
    const key = media.url.slice('/media/'.length);
    await storage.delete(key).catch((error: unknown) => {
      // The row is gone, so the URL already answers 404; a file left behind is only disk space.
      logger.error({ msg: 'media file not deleted', key, error: { message: (error as Error).message } });
    });
    ctx.status = 204;
  });
}
