/**
 * What the process that serves this site (services/server, `@joognoo/server`) takes from it,
 * besides its build: the load context every loader gets (the same for the back office), the page posts whose bodies may be
 * larger than BODY_LIMIT_BYTES, and the hosts its page policy names when analytics is on.
 * Nothing here renders: the server imports it without loading a page.
 */
import { APPLICATION_POST_BODY_LIMIT, APPLICATION_POST_PATTERN } from './app/lib/application-paths.ts';

export type { SiteLoadContext, SiteUploads } from '@joognoo/site-kit';
export { APPLICATION_POST_BODY_LIMIT, APPLICATION_POST_PATTERN };
export { GOOGLE_ANALYTICS_SOURCES } from './app/analytics/analytics.ts';
export { escapeXml } from './app/components/content/sitemap.ts';

/** The page posts allowed a body above BODY_LIMIT_BYTES (the page request guard's upload limits). */
export const PAGE_UPLOADS = {
  // None of the public site's page posts is allowed past BODY_LIMIT_BYTES by path.
  paths: {} as Record<string, number>,
  // A job application without JavaScript carries the CV (up to 10 MB); one that is too
  // large is answered by its page, with the field's message.
  patterns: [{ pattern: APPLICATION_POST_PATTERN, limit: APPLICATION_POST_BODY_LIMIT, answersTooLarge: true }],
};
