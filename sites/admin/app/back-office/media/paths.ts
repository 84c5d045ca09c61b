import { MEDIA_MAX_BYTES } from '@joognoo/schemas/admin';

/** The image library (marketers, admins). */
export const MEDIA_LIBRARY_PATH = '/admin/content/media';
/**
 * Where the upload form posts (routes/media/upload.ts): the one page path whose
 * form body may be larger than BODY_LIMIT_BYTES (the server's page request guard), up to
 * `MEDIA_UPLOAD_BODY_LIMIT`.
 */
export const MEDIA_UPLOAD_PATH = '/admin/content/media/upload';
/** The largest image plus room for the multipart framing and the alt text. */
export const MEDIA_UPLOAD_BODY_LIMIT = MEDIA_MAX_BYTES + 64 * 1024;
