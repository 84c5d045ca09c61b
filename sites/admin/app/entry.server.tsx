// The document render and the error report both sites share (@joognoo/site-kit).
import { MEDIA_UPLOAD_BODY_LIMIT, MEDIA_UPLOAD_PATH } from './back-office/media/paths';

export { handleError, handleRequest as default, streamTimeout } from '@joognoo/site-kit/server';

/**
 * The page paths whose form body may pass the server's BODY_LIMIT_BYTES, with their own
 * limit: the server that mounts this build reads them from it (`build.entry.module`).
 */
export const uploadPaths: Record<string, number> = { [MEDIA_UPLOAD_PATH]: MEDIA_UPLOAD_BODY_LIMIT };
