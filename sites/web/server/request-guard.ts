import type { Logger } from '@joognoo/api';
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';

declare module 'koa' {
  interface DefaultState {
    /** The body of a page's form post, read (and bounded) by `pageRequestGuard`. */
    formBody?: Buffer;
  }
}

/** The methods a page answers: documents, and the forms' posts to route actions. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
/** What a page's form posts (HTML forms, React Router's `<Form>` submissions). */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

export const METHOD_NOT_ALLOWED = 'Method not allowed';
export const BAD_PATH = 'Bad request: the path is not valid percent-encoded UTF-8';
export const NOT_A_FORM = 'Unsupported content type: a form post must be application/x-www-form-urlencoded or multipart/form-data';
export const BODY_TOO_LARGE = 'Request body too large';
export const INCOMPLETE_BODY = 'Bad request: the request body is incomplete';

/**
 * Answers a refused request with a short plain-text body. A body left unread (all of it,
 * or the rest past the limit) is then read and thrown away as it arrives, never held:
 * closing the connection instead would make the client's kernel see a reset while it is
 * still sending, and most clients then lose the answer.
 */
function refuse(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  ctx.type = 'text/plain';
  ctx.body = `${message}\n`;
  ctx.req.resume();
}

/**
 * The front door of the pages (everything the API and the static files leave), placed
 * right before the React Router handler, so every page request arrives well-formed:
 *
 * - a method other than GET, HEAD and POST is 405 with `Allow` (`TRACE /` used to be a 500);
 * - a path that does not decode (`/%ff`) is 400;
 * - a POST must be a form (`application/x-www-form-urlencoded` or `multipart/form-data`),
 *   else 415 before its body is read;
 * - its body is refused with 413 as soon as `Content-Length` says, or the bytes read show,
 *   that it is larger than `bodyLimitBytes` (`BODY_LIMIT_BYTES`): at most that much is ever
 *   held in memory (the rest of an upload is discarded as it arrives); the paths in
 *   `uploadPaths` (the image upload) allow their own, larger limit for multipart posts. The bytes read are
 *   kept in `ctx.state.formBody` for the handler (server/react-router.ts);
 * - anything that still fails below becomes a logged (one JSON line, no stack) plain 500.
 */
export function pageRequestGuard({
  bodyLimitBytes,
  logger,
  uploadPaths = {},
  uploadPatterns = [],
}: {
  bodyLimitBytes: number;
  logger: Logger;
  /**
   * The exact paths whose multipart/form-data posts may be larger than `bodyLimitBytes`,
   * each with its own limit (the image upload: MEDIA_UPLOAD_PATH -> MEDIA_UPLOAD_BODY_LIMIT).
   * Every other path, and any other content type on these, keeps `bodyLimitBytes`.
   */
  uploadPaths?: Readonly<Record<string, number>>;
  /**
   * The same for paths with a parameter (the job application form: `/careers/{slug}/apply`
   * -> APPLICATION_POST_BODY_LIMIT): the first pattern that matches the whole path gives the limit.
   */
  uploadPatterns?: ReadonlyArray<{ pattern: RegExp; limit: number }>;
}): Middleware {
  return async (ctx, next) => {
    if (!(PAGE_METHODS as readonly string[]).includes(ctx.method)) {
      ctx.set('Allow', PAGE_METHODS.join(', '));
      return refuse(ctx, 405, METHOD_NOT_ALLOWED);
    }
    try {
      decodeURIComponent(ctx.path);
    } catch {
      return refuse(ctx, 400, BAD_PATH);
    }
    if (ctx.method === 'POST') {
      const type = ctx.request.type.trim().toLowerCase();
      if (!(FORM_CONTENT_TYPES as readonly string[]).includes(type)) return refuse(ctx, 415, NOT_A_FORM);
      const length = ctx.request.length;
      const upload =
        type !== 'multipart/form-data'
          ? undefined
          : Object.hasOwn(uploadPaths, ctx.path)
            ? uploadPaths[ctx.path]!
            : uploadPatterns.find(({ pattern }) => pattern.test(ctx.path))?.limit;
      const limit = upload ?? bodyLimitBytes;
      if (length !== undefined && length > limit) return refuse(ctx, 413, BODY_TOO_LARGE);
      try {
        ctx.state.formBody = await getRawBody(ctx.req, { length, limit });
      } catch (error) {
        const kind = (error as { type?: string }).type;
        if (kind === 'entity.too.large') return refuse(ctx, 413, BODY_TOO_LARGE);
        if (kind === 'request.aborted' || kind === 'request.size.invalid') return refuse(ctx, 400, INCOMPLETE_BODY);
        throw error;
      }
    }
    try {
      await next();
    } catch (error) {
      const err = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown };
      logger.error({ msg: 'page error', method: ctx.method, path: ctx.path, error: { name: err.name, code: err.code, message: err.message } });
      if (ctx.headerSent) return;
      refuse(ctx, 500, 'Internal server error');
    }
  };
}
