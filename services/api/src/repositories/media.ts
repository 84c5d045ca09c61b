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
 * The uploaded images (issue 17). The upload itself, the listing and the serving are in
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
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
