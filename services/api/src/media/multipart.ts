import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'koa';
import { HttpError } from '../errors.ts';
import type { BodySource } from '../middleware/json-body.ts';
import { PRIVATE_DIR_MODE } from '../security/private-files.ts';

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

/** Where a form's file goes while it arrives: collected in memory, or written to a file. */
interface FileSink<F> {
  /** Takes the file part's stream; resolves with the file, or null when it was cut at the limit. */
  take(stream: NodeJS.ReadableStream & { truncated?: boolean }, info: { filename?: string; mimeType: string }, overLimit: () => void): Promise<F | null>;
}

/**
 * Reads a multipart/form-data body (`headers` and the `body` stream) with busboy, a
 * streaming parser: parts are handled as their bytes arrive. The file goes to `sink` up to
 * `maxFileBytes`, and never more: a `Content-Length` over the limit is refused before
 * anything is read, and a body that turns out larger while streaming is refused as soon as
 * the file passes the limit. After a refusal the body is no longer parsed; what the client
 * still sends is read and thrown away (closing the socket instead would lose the 413 for
 * most clients).
 */
function parseMultipart<F>(
  headers: IncomingHttpHeaders,
  body: Readable,
  options: MultipartOptions,
  sink: FileSink<F>,
): Promise<{ file: F | null; fields: Record<string, string>; truncated: string[] }> {
  const { fileField, maxFileBytes, fields: wanted, maxFieldBytes = 4096, messages } = options;
  // A body refused before it is parsed may still fail (its sender stops): never an unhandled error.
  body.on('error', () => {});
  const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    body.resume();
    return Promise.reject(new HttpError(400, messages.notMultipart));
  }
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  if (length !== undefined && length > maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
    body.resume();
    return Promise.reject(new HttpError(413, messages.tooLarge));
  }

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        limits: { fileSize: maxFileBytes, files: 4, fields: 16, parts: 24, fieldSize: maxFieldBytes, headerPairs: 50 },
      });
    } catch {
      body.resume();
      reject(new HttpError(400, messages.notMultipart));
      return;
    }
    let settled = false;
    let file: F | null = null;
    let fileSeen = false;
    const fields: Record<string, string> = {};
    const truncated: string[] = [];
    const pending: Promise<void>[] = [];

    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => {});
      body.resume();
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== fileField || fileSeen || settled) {
        stream.resume();
        return;
      }
      fileSeen = true;
      pending.push(
        sink.take(stream, info, () => fail(new HttpError(413, messages.tooLarge))).then(
          (taken) => {
            if (!settled) file = taken;
          },
          () => fail(new HttpError(400, messages.notMultipart)),
        ),
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
    body.on('aborted', () => fail(new HttpError(400, messages.notMultipart)));
    body.on('error', (error: { status?: number }) => fail(error instanceof HttpError ? error : new HttpError(error.status === 413 ? 413 : 400, error.status === 413 ? messages.tooLarge : messages.notMultipart)));
    // A sender that left before this point (while a temporary folder was made) sends nothing more.
    if (body.destroyed) fail(new HttpError(400, messages.notMultipart));
    else body.pipe(parser);
  });
}

/** Collects the file in memory (bounded by the limit: the chunks are dropped once it is passed). */
const memorySink: FileSink<MultipartFile> = {
  take(stream, info, overLimit) {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    stream.on('limit', () => {
      chunks.length = 0;
      overLimit();
    });
    return new Promise((resolve) => {
      stream.on('end', () => resolve(stream.truncated ? null : { bytes: Buffer.concat(chunks, size), filename: info.filename ?? '', declaredType: info.mimeType }));
      stream.on('error', () => resolve(null));
    });
  },
};

/**
 * Reads a multipart/form-data request: `parseMultipart` with the file collected in memory
 * (at most `maxFileBytes`).
 */
export function readMultipart(ctx: Context, options: MultipartOptions): Promise<MultipartUpload> {
  return parseMultipart(ctx.req.headers, ctx.req, options, memorySink);
}

/** A form's file written to disk by `readMultipartToFile`. */
export interface MultipartFileOnDisk {
  /** A file in a private temporary folder (mode 0600): deleted, with its folder, by the form's `dispose`. */
  path: string;
  size: number;
  /** SHA-256 (hex) of the file's bytes, computed as they arrived. */
  sha256: string;
  /** The name the client gave (untrusted: for display only). */
  filename: string;
  /** The type the client declared (untrusted). */
  declaredType: string;
}

export interface MultipartUploadOnDisk {
  file: MultipartFileOnDisk | null;
  fields: Record<string, string>;
  truncated: string[];
  /** Deletes the temporary file and its folder; safe to call more than once. */
  dispose(): Promise<void>;
}

/**
 * Reads a multipart/form-data body like `readMultipart`, but writes the file to a private
 * temporary folder (`mkdtemp` in `tmpDir`, mode 0700; the file 0600) as it arrives instead
 * of holding it in memory, hashing it on the way: a form with a 10 MB file costs a few 64 KB
 * chunks of memory. When reading fails (413, a malformed body, a sender who left) the file's
 * writing is stopped and the folder deleted; otherwise the caller's `dispose()` deletes it
 * (call it in a `finally`).
 */
export async function readMultipartToFile(
  headers: IncomingHttpHeaders,
  body: Readable,
  options: MultipartOptions,
  tmpDir = os.tmpdir(),
): Promise<MultipartUploadOnDisk> {
  // The body may fail while the folder is made: heard (and answered) by parseMultipart below.
  body.on('error', () => {});
  const dir = await fs.mkdtemp(path.join(tmpDir, 'joognoo-upload-'));
  const dispose = () => fs.rm(dir, { recursive: true, force: true });
  // The file part being written, if any: stopped before the folder is deleted after a failure.
  let writing: { stream: NodeJS.ReadableStream; done: Promise<unknown> } | undefined;
  const diskSink: FileSink<MultipartFileOnDisk> = {
    async take(stream, info, overLimit) {
      const target = path.join(dir, 'file');
      const hash = createHash('sha256');
      let size = 0;
      let cut = false;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
      });
      stream.on('limit', () => {
        cut = true;
        overLimit();
      });
      const done = pipeline(stream, createWriteStream(target, { mode: 0o600, flags: 'wx' }));
      writing = { stream, done };
      await done.catch((error: unknown) => {
        if (!cut) throw error;
      });
      return cut || (stream as { truncated?: boolean }).truncated
        ? null
        : { path: target, size, sha256: hash.digest('hex'), filename: info.filename ?? '', declaredType: info.mimeType };
    },
  };
  try {
    const read = await parseMultipart(headers, body, options, diskSink);
    return { ...read, dispose };
  } catch (error) {
    // The parser was abandoned mid-part: its file stream never ends by itself.
    if (writing) {
      (writing.stream as Readable).destroy();
      await writing.done.catch(() => {});
    }
    await dispose();
    throw error;
  }
}

declare module 'koa' {
  interface Request {
    /** The multipart form read by `multipartBodySource(...).read`, its file in a temporary folder. */
    multipartBody?: MultipartUploadOnDisk;
  }
}

/**
 * A multipart form as a body source of the guards that look into the body (registration's
 * `partner` field, the idempotency hash): read once with `readMultipartToFile(options)` into
 * a private folder made in `tmpDir` (created 0700 if missing), its file on disk, never in
 * memory. The first guard that reads it deletes the folder once everything after it has run
 * (answered, refused, failed, or its sender gone). Its value is the kept fields plus, under
 * the file's field, the file's SHA-256, size and name (or null), so a repeat with the same
 * fields and the same file hashes the same.
 */
export function multipartBodySource(options: MultipartOptions, tmpDir: string): BodySource {
  return {
    async read(ctx, next) {
      if (ctx.request.multipartBody) return next();
      // The sender may fail while the folder is made: heard (and answered) by the read below.
      ctx.req.on('error', () => {});
      await fs.mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const upload = await readMultipartToFile(ctx.req.headers, ctx.req, options, tmpDir);
      ctx.request.multipartBody = upload;
      try {
        return await next();
      } finally {
        await upload.dispose();
      }
    },
    value(ctx) {
      const upload = ctx.request.multipartBody;
      if (!upload) return undefined;
      const { file } = upload;
      return {
        ...upload.fields,
        [options.fileField]: file && { sha256: file.sha256, size: file.size, filename: file.filename },
      };
    },
  };
}
