import type { Knex } from 'knex';
import type { MediaItem, MediaType } from '@joognoo/schemas/admin';
import { toDbTime, toIso } from '../db/columns.ts';
import type { Database } from '../db/index.ts';

/** Where an uploaded image is served. */
export const MEDIA_PATH = '/media/';

export interface ImageSize {
  width: number;
  height: number;
}

/** `/media/<key>` (or an absolute URL on any host with that path) -> `<key>`. */
export function mediaKeyOf(url: string): string | undefined {
  const path = URL.canParse(url) ? new URL(url).pathname : url.split(/[?#]/, 1)[0]!;
  if (!path.startsWith(MEDIA_PATH)) return undefined;
  const key = path.slice(MEDIA_PATH.length);
  return /^[A-Za-z0-9._-]{1,200}$/.test(key) ? key : undefined;
}

/**
 * The uploaded images of the back office. The upload itself, the listing and the serving are in
 * media/ and routes/admin/media.ts; this is what other content needs of them.
 */
export function mediaRepository(db: Database) {
  return {
    /** The intrinsic size of each of these URLs that is an uploaded image (others are left out). */
    async sizesOf(urls: readonly string[]): Promise<Map<string, ImageSize>> {
      const keys = new Map<string, string>();
      for (const url of urls) {
        const key = mediaKeyOf(url);
        if (key) keys.set(key, url);
      }
      const sizes = new Map<string, ImageSize>();
      if (keys.size === 0) return sizes;
      const rows = await db('media')
        .whereIn('storage_key', [...keys.keys()])
        .select<{ storage_key: string; width: number | string; height: number | string }[]>('storage_key', 'width', 'height');
      for (const row of rows) sizes.set(keys.get(row.storage_key)!, { width: Number(row.width), height: Number(row.height) });
      return sizes;
    },

    /** Inserts one uploaded image (in the upload's transaction) and answers its id. */
    async create(trx: Database | Knex.Transaction, row: NewMedia, now = new Date()): Promise<number> {
      const [id] = await trx('media').insert({
        storage_key: row.storageKey,
        content_type: row.contentType,
        bytes: row.bytes,
        width: row.width,
        height: row.height,
        original_name: row.originalName,
        alt: row.alt,
        uploaded_by: row.uploadedBy,
        created_at: toDbTime(db, now),
      });
      return Number(id);
    },

    async find(id: number, trx: Database | Knex.Transaction = db): Promise<MediaItem | undefined> {
      const row = await selectMedia(trx).where('media.id', id).first<MediaRow | undefined>();
      return row && toMediaItem(row);
    },

    /** The stored type and size of a key, for serving it (`/media/<key>`). */
    async byKey(key: string): Promise<{ contentType: string; bytes: number } | undefined> {
      const row = await db('media').where('storage_key', key).first<{ content_type: string; bytes: number | string } | undefined>('content_type', 'bytes');
      return row && { contentType: row.content_type, bytes: Number(row.bytes) };
    },

    /** One page of the images, newest first. */
    async list({ offset, perPage }: { offset: number; perPage: number }): Promise<{ items: MediaItem[]; total: number }> {
      const [rows, count] = await Promise.all([
        selectMedia(db).orderBy([{ column: 'media.created_at', order: 'desc' }, { column: 'media.id', order: 'desc' }]).offset(offset).limit(perPage) as Promise<MediaRow[]>,
        db('media').count<{ total: number | string }[]>({ total: '*' }),
      ]);
      return { items: rows.map(toMediaItem), total: Number(count[0]?.total ?? 0) };
    },

    /** Deletes the row (in the delete's transaction); the caller deletes the file after commit. */
    async delete(trx: Database | Knex.Transaction, id: number): Promise<number> {
      return trx('media').where('id', id).delete();
    },
  };
}

/** A new image's row. */
export interface NewMedia {
  storageKey: string;
  contentType: MediaType;
  bytes: number;
  width: number;
  height: number;
  originalName: string;
  alt: string;
  uploadedBy: number | null;
}

interface MediaRow {
  id: number | string;
  storage_key: string;
  content_type: string;
  bytes: number | string;
  width: number | string;
  height: number | string;
  original_name: string;
  alt: string;
  created_at: unknown;
  uploader_id: number | string | null;
  uploader_email: string | null;
}

function selectMedia(db: Database | Knex.Transaction) {
  return db('media')
    .leftJoin('users', 'users.id', 'media.uploaded_by')
    .select(
      'media.id',
      'media.storage_key',
      'media.content_type',
      'media.bytes',
      'media.width',
      'media.height',
      'media.original_name',
      'media.alt',
      'media.created_at',
      'users.id as uploader_id',
      'users.email as uploader_email',
    );
}

function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: Number(row.id),
    url: `${MEDIA_PATH}${row.storage_key}`,
    width: Number(row.width),
    height: Number(row.height),
    contentType: row.content_type as MediaType,
    bytes: Number(row.bytes),
    alt: row.alt,
    originalName: row.original_name,
    createdAt: toIso(row.created_at),
    uploadedBy: row.uploader_id === null ? null : { id: Number(row.uploader_id), email: row.uploader_email ?? '' },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
