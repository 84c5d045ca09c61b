/**
 * What the process that serves this site (services/server, `@joognoo/server`) takes from it,
 * besides its build: the load context every loader gets, the page posts whose bodies may be
 * larger than BODY_LIMIT_BYTES, and the hosts its page policy names when analytics is on.
 * Nothing here renders: the server imports it without loading a page.
 */
import { MEDIA_UPLOAD_BODY_LIMIT, MEDIA_UPLOAD_PATH } from './app/admin/media/paths.ts';
import { APPLICATION_POST_BODY_LIMIT, APPLICATION_POST_PATTERN } from './app/lib/application-paths.ts';

export type { SiteLoadContext, SiteUploads } from './app/lib/load-context.ts';
export { MEDIA_UPLOAD_BODY_LIMIT, MEDIA_UPLOAD_PATH, APPLICATION_POST_BODY_LIMIT, APPLICATION_POST_PATTERN };
export { GOOGLE_ANALYTICS_SOURCES } from './app/analytics/analytics.ts';
export { escapeXml } from './app/components/content/sitemap.ts';

/** The page posts allowed a body above BODY_LIMIT_BYTES (the page request guard's upload limits). */
export const PAGE_UPLOADS = {
  // The image upload form (5 MB images) is the one page post allowed past BODY_LIMIT_BYTES by path.
  paths: { [MEDIA_UPLOAD_PATH]: MEDIA_UPLOAD_BODY_LIMIT },
  // A job application without JavaScript carries the CV (up to 10 MB); one that is too
  // large is answered by its page, with the field's message.
  patterns: [{ pattern: APPLICATION_POST_PATTERN, limit: APPLICATION_POST_BODY_LIMIT, answersTooLarge: true }],
};
