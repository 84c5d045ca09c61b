import { createHash } from 'node:crypto';
import busboy from 'busboy';
import type { Context } from 'koa';
import { HttpError } from '../errors.ts';
import type { BodySource } from '../middleware/json-body.ts';

/** Room for the part headers and the small fields around a file in a multipart body. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface MultipartFile {
  bytes: Buffer;
  /** The name the client gave (untrusted: for display only). */
  filename: string;
  /** The type the client declared (untrusted: never used to decide anything). */
  declaredType: string;
}

export interface MultipartOptions {
  /** The part that carries the file (`file`; `cv` for an application). */
  fileField: string;
  /** Largest file: past it, 413 with `tooLarge` at once (the rest of the body is not kept). */
  maxFileBytes: number;
  /** The text fields kept (others are ignored), each at most `maxFieldBytes`. */
  fields: readonly string[];
  maxFieldBytes?: number;
  messages: { tooLarge: string; notMultipart: string };
}

export interface MultipartUpload {
  file: MultipartFile | null;
  fields: Record<string, string>;
  /** Wanted fields that were longer than `maxFieldBytes` (left out of `fields`). */
  truncated: string[];
}

/**
 * Reads a multipart/form-data request with busboy (a streaming parser: parts are handled as
 * their bytes arrive). The file is collected up to `maxFileBytes`, and never more: a
 * `Content-Length` over the limit is refused before anything is read, and a body that
 * turns out larger while streaming is refused as soon as the file passes the limit. After a
 * refusal the request is no longer parsed; what the client still sends is read and thrown
 * away (closing the socket instead would lose the 413 for most clients).
 */
export function readMultipart(ctx: Context, options: MultipartOptions): Promise<MultipartUpload> {
  const { fileField, maxFileBytes, fields: wanted, maxFieldBytes = 4096, messages } = options;
  if (!ctx.is('multipart/form-data')) return Promise.reject(new HttpError(400, messages.notMultipart));
  const length = ctx.request.length;
  if (length !== undefined && length > maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
    ctx.req.resume();
    return Promise.reject(new HttpError(413, messages.tooLarge));
  }

  return new Promise<MultipartUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        limits: { fileSize: maxFileBytes, files: 4, fields: 16, parts: 24, fieldSize: maxFieldBytes, headerPairs: 50 },
      });
    } catch {
      ctx.req.resume();
      reject(new HttpError(400, messages.notMultipart));
      return;
    }
    let settled = false;
    let file: MultipartFile | null = null;
    const fields: Record<string, string> = {};
    const truncated: string[] = [];
    const pending: Promise<void>[] = [];

    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      ctx.req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => {});
      ctx.req.resume();
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== fileField || file !== null || settled) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        chunks.length = 0;
        fail(new HttpError(413, messages.tooLarge));
      });
      pending.push(
        new Promise<void>((done) => {
          stream.on('end', () => {
            if (!settled && !stream.truncated) file = { bytes: Buffer.concat(chunks, size), filename: info.filename ?? '', declaredType: info.mimeType };
            done();
          });
          stream.on('error', () => done());
        }),
      );
    });
    parser.on('field', (name, value, info) => {
      if (!wanted.includes(name) || name in fields) return;
      if (info.valueTruncated) truncated.push(name);
      else fields[name] = value;
    });
    parser.on('error', () => fail(new HttpError(400, messages.notMultipart)));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (settled) return;
        settled = true;
        resolve({ file, fields, truncated });
      });
    });
    ctx.req.on('aborted', () => fail(new HttpError(400, messages.notMultipart)));
    ctx.req.pipe(parser);
  });
}

declare module 'koa' {
  interface Request {
    /** The multipart form read by `multipartBodySource(...).read`. */
    multipartBody?: MultipartUpload;
  }
}

/**
 * A multipart form as a body source of the guards that look into the body (registration's
 * `partner` field, the idempotency hash): read once with `readMultipart(options)`, its value
 * is the kept fields plus, under the file's field, the file's SHA-256, size and name (or
 * null), so a repeat with the same fields and the same file hashes the same.
 */
export function multipartBodySource(options: MultipartOptions): BodySource {
  return {
    async read(ctx, next) {
      ctx.request.multipartBody ??= await readMultipart(ctx, options);
      return next();
    },
    value(ctx) {
      const upload = ctx.request.multipartBody;
      if (!upload) return undefined;
      const { file } = upload;
      return {
        ...upload.fields,
        [options.fileField]: file && { sha256: createHash('sha256').update(file.bytes).digest('hex'), size: file.bytes.length, filename: file.filename },
      };
    },
  };
}
