// The back office's image uploads (area `content`): limits, types and messages
// shared by the API (POST /api/admin/media) and the site's upload form.

/** Largest image accepted, in bytes (5 MB). A larger upload is refused with 413 while it streams. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** The longest alt text kept (the `media.alt` column). */
export const MEDIA_ALT_MAX_LENGTH = 500;
/** The longest original file name kept (longer ones are cut). */
export const MEDIA_NAME_MAX_LENGTH = 255;

/** The image types accepted, decided by the file's content (never its name or declared type). */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The file input's `accept` (a hint for the picker only: the API checks the content). */
export const MEDIA_ACCEPT = '.png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml';

/** The `message` of an upload's refusals. */
export const MEDIA_MESSAGES = {
  /** 413 */
  tooLarge: 'The image is larger than 5 MB. Please upload a smaller file.',
  /** 415 */
  unsupportedType: 'This file is not a supported image. Upload a PNG, JPEG, WebP or SVG image.',
  /** 422 */
  noSize: 'The image has no readable width and height. Please export it again and retry.',
  /** 400: no `file` part. */
  missingFile: 'Choose an image to upload.',
  /** 400: an empty file. */
  emptyFile: 'The file is empty. Choose an image to upload.',
  /** 400: the body is not multipart/form-data (or is malformed). */
  notMultipart: 'Send the image as multipart/form-data with the file in a part named "file".',
  /** 400 */
  altTooLong: `The alt text must be at most ${MEDIA_ALT_MAX_LENGTH} characters.`,
  /** 404 */
  notFound: 'This image does not exist (it may have been deleted).',
  /** 201 (the site's notice) */
  uploaded: 'The image was uploaded.',
  /** 204 (the site's notice) */
  deleted: 'The image was deleted.',
} as const;

/** One uploaded image, as the back office API answers it. */
export interface MediaItem {
  id: number;
  /** `/media/<key>`: the public URL, same-origin on the site. */
  url: string;
  width: number;
  height: number;
  contentType: MediaType;
  bytes: number;
  alt: string;
  originalName: string;
  createdAt: string;
  uploadedBy: { id: number; email: string } | null;
}

/** 201 of `POST /api/admin/media`. */
export interface MediaUploadAnswer {
  media: MediaItem;
}

/** The Markdown that shows an uploaded image: `![alt](url)` (brackets in alt escaped). */
export function mediaMarkdown(item: Pick<MediaItem, 'url' | 'alt'>): string {
  const alt = item.alt.replace(/[\\[\]]/g, (char) => `\\${char}`).replace(/\s+/g, ' ');
  return `![${alt}](${item.url})`;
}
