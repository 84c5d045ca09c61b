import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { Logger } from '@joognoo/api';
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';

declare module 'koa' {
  interface DefaultState {
    /** The body of a page's form post, read (and bounded) by `pageRequestGuard`. */
    formBody?: Buffer;
    /** The body of an upload (`uploadPaths`, `uploadPatterns`), unread: the handler reads it after its own checks. */
    uploadBody?: UploadBody;
  }
}

/** What an upload stream fails with past its limit (`status` 413, as raw-body's errors carry it). */
export class UploadTooLarge extends Error {
  readonly status = 413;
  readonly type = 'entity.too.large';
  constructor() {
    super(BODY_TOO_LARGE);
  }
}

/**
 * An upload's body as it arrives (piped from the request by `pageRequestGuard`), bounded: it
 * holds at most a chunk or two (backpressure: the socket is read as fast as the handler reads
 * this) and fails with `UploadTooLarge` as soon as it passes its limit. With a declared
 * length over the limit nothing is piped and it fails at once.
 */
export class UploadBody extends Transform {
  /** True once the body passed the limit, or its Content-Length said it would. */
  overLimit: boolean;
  private size = 0;

  constructor(
    private readonly limit: number,
    declaredTooLarge: boolean,
  ) {
    super();
    this.overLimit = declaredTooLarge;
    // Its reader hears the error; a body left unread must not crash the process.
    this.on('error', () => {});
    if (declaredTooLarge) process.nextTick(() => this.destroy(new UploadTooLarge()));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) {
      this.overLimit = true;
      callback(new UploadTooLarge());
      return;
    }
    callback(null, chunk);
  }
}

/** The upload body of `req`, bounded by `limit` (see UploadBody). */
function uploadBody(req: IncomingMessage, limit: number, declaredTooLarge: boolean): UploadBody {
  const body = new UploadBody(limit, declaredTooLarge);
  if (declaredTooLarge) return body;
  req.on('aborted', () => body.destroy(Object.assign(new Error(INCOMPLETE_BODY), { status: 400 })));
  req.pipe(body);
  return body;
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
 *   held in memory (the rest is discarded as it arrives). The bytes read are kept in
 *   `ctx.state.formBody` for the handler (react-router.ts);
 * - an upload (a multipart post to `uploadPaths` or `uploadPatterns`: the image upload, the
 *   job application) is NOT read here: its handler checks what it can without the body first
 *   (the job, the session, the visitor's bodies in flight and rate limit) and then reads it
 *   as a stream (`ctx.state.uploadBody`) bounded by the path's own, larger limit. Whatever
 *   the handler left unread is discarded as it arrives; a handler that failed because the
 *   body passed the limit is answered 413;
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
   * With `answersTooLarge` a post whose Content-Length is over the limit still goes to the
   * handler, its body unread (`uploadBody.overLimit`), so the page can say what was too large.
   */
  uploadPatterns?: ReadonlyArray<{ pattern: RegExp; limit: number; answersTooLarge?: boolean }>;
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
    let upload: UploadBody | undefined;
    if (ctx.method === 'POST') {
      const type = ctx.request.type.trim().toLowerCase();
      if (!(FORM_CONTENT_TYPES as readonly string[]).includes(type)) return refuse(ctx, 415, NOT_A_FORM);
      const length = ctx.request.length;
      const uploadPath =
        type !== 'multipart/form-data'
          ? undefined
          : Object.hasOwn(uploadPaths, ctx.path)
            ? { limit: uploadPaths[ctx.path]!, answersTooLarge: false }
            : uploadPatterns.find(({ pattern }) => pattern.test(ctx.path));
      const limit = uploadPath?.limit ?? bodyLimitBytes;
      const declaredTooLarge = length !== undefined && length > limit;
      if (uploadPath) {
        if (declaredTooLarge && !uploadPath.answersTooLarge) return refuse(ctx, 413, BODY_TOO_LARGE);
        upload = uploadBody(ctx.req, limit, declaredTooLarge);
        ctx.state.uploadBody = upload;
      } else {
        if (declaredTooLarge) return refuse(ctx, 413, BODY_TOO_LARGE);
        try {
          ctx.state.formBody = await getRawBody(ctx.req, { length, limit });
        } catch (error) {
          const kind = (error as { type?: string }).type;
          if (kind === 'entity.too.large') return refuse(ctx, 413, BODY_TOO_LARGE);
          if (kind === 'request.aborted' || kind === 'request.size.invalid') return refuse(ctx, 400, INCOMPLETE_BODY);
          throw error;
        }
      }
    }
    try {
      await next();
    } catch (error) {
      const err = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown };
      if (!upload?.overLimit) logger.error({ msg: 'page error', method: ctx.method, path: ctx.path, error: { name: err.name, code: err.code, message: err.message } });
      if (ctx.headerSent) return;
      refuse(ctx, 500, 'Internal server error');
    } finally {
      if (upload) {
        // What the handler left unread is read and thrown away as it arrives, never held.
        ctx.req.unpipe(upload);
        upload.resume();
        ctx.req.resume();
      }
    }
    // A handler that failed because the upload passed its limit: the answer is the 413.
    if (upload?.overLimit && ctx.status >= 500 && !ctx.headerSent) refuse(ctx, 413, BODY_TOO_LARGE);
  };
}
