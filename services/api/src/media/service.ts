import { MEDIA_MESSAGES, MEDIA_NAME_MAX_LENGTH, type MediaItem } from '@joognoo/schemas/admin';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { found } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { AuditActor, AuditService } from '../people/service.ts';
import { inspectImage } from './images.ts';
import { mediaStorage, newStorageKey, type Storage } from './index.ts';
import { mediaRepository } from './store.ts';

/**
 * The back office's images: the file is stored first (random key), then its row and audit
 * entry commit together, and a failed commit deletes the file; a delete commits the row's
 * removal with its audit entry, then deletes the file.
 */
export function mediaService(db: Database, config: Pick<Config, 'dataDir'>, audit: AuditService, logger: Logger, storage: Storage = mediaStorage(config)) {
  const media = mediaRepository(db);
  return {
    /** One page of the images, newest first. */
    list: (page: { offset: number; perPage: number }) => media.list(page),

    /**
     * Stores an uploaded image: PNG/JPEG/WebP/SVG by content (415), of a readable size (422),
     * an SVG sanitised first. Answers the stored image.
     */
    async upload(actor: AuditActor, upload: { bytes: Buffer; filename: string; alt: string }): Promise<MediaItem> {
      const image = inspectImage(upload.bytes);
      // eslint-disable-next-line no-control-regex -- control characters are dropped from a display name
      const originalName = [...(upload.filename.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'image')].slice(0, MEDIA_NAME_MAX_LENGTH).join('');
      const key = newStorageKey(image.extension);
      await storage.put(key, image.bytes, { contentType: image.contentType });
      let id: number;
      try {
        id = await db.transaction(async (trx) => {
          const created = await media.create(trx, {
            storageKey: key,
            contentType: image.contentType,
            bytes: image.bytes.length,
            width: image.width,
            height: image.height,
            originalName,
            alt: upload.alt,
            uploadedBy: actor.id,
          });
          await audit.record(
            actor,
            { action: 'media.upload', subjectType: 'media', subjectId: created, details: { url: `/media/${key}`, contentType: image.contentType, bytes: image.bytes.length, width: image.width, height: image.height, originalName } },
            trx,
          );
          return created;
        });
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
      return found(await media.find(id), MEDIA_MESSAGES.notFound);
    },

    /** Deletes the image (404 when there is none with this id). */
    async delete(actor: AuditActor, id: number): Promise<void> {
      const item = await db.transaction(async (trx) => {
        const existing = found(await media.find(id, trx), MEDIA_MESSAGES.notFound);
        await media.delete(trx, id);
        await audit.record(actor, { action: 'media.delete', subjectType: 'media', subjectId: id, details: { url: existing.url, originalName: existing.originalName } }, trx);
        return existing;
      });
      const key = item.url.slice('/media/'.length);
      await storage.delete(key).catch((error: unknown) => {
        // The row is gone, so the URL already answers 404; a file left behind is only disk space.
        logger.error({ msg: 'media file not deleted', key, error: { message: (error as Error).message } });
      });
    },
  };
}
