import { APPLICATION_CV_MAX_BYTES } from '@joognoo/schemas';

/**
 * Where a job's application form posts without JavaScript (routes/career-apply.tsx): the
 * page paths whose multipart body may be larger than BODY_LIMIT_BYTES
 * (server/request-guard.ts), up to `APPLICATION_POST_BODY_LIMIT`.
 */
export const APPLICATION_POST_PATTERN = /^\/careers\/[^/]+\/apply$/;

/** The largest CV plus room for the multipart framing and the text fields (a 5,000-character letter). */
export const APPLICATION_POST_BODY_LIMIT = APPLICATION_CV_MAX_BYTES + 64 * 1024;

/** The no-JavaScript action of the job `slug`'s application form. */
export const applicationPostPath = (slug: string) => `/careers/${encodeURIComponent(slug)}/apply`;

/** Said above the form shown again after a no-JavaScript post: the CV is never kept between two posts. */
export const CV_RECHOOSE_NOTICE = 'For your security we do not keep your file: please choose your CV again before you resubmit.';
