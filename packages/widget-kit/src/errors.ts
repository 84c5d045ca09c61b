import type { WidgetErrorDetail } from './events';

/** A failed call, read from whatever the API client threw. */
export interface Failure {
  /** HTTP status, or undefined when no response arrived (network failure, CORS, timeout). */
  status: number | undefined;
  /** The error's own message (for an `ApiError`: `STATUS: body text`). */
  message: string;
  /** The server's `message` field, when it sent one. */
  serverMessage: string | undefined;
  /** The server's per-field messages (a 400), when it sent any. */
  fieldErrors: Record<string, string> | undefined;
  /** The codes of those messages (`codes` of a 400), for showing them in the widget's language. */
  fieldCodes: Record<string, { code: string; values?: Record<string, string | number> }> | undefined;
}

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an `ApiError` (`status`, parsed `body` with `message` / `errors`) structurally, so
 * a second copy of the client in a bundle, or a host's own error of the same shape, works.
 */
export function readFailure(error: unknown): Failure {
  const record = isRecord(error) ? error : {};
  const body = isRecord(record.body) ? record.body : {};
  const fieldErrors = Object.entries(isRecord(body.errors) ? body.errors : {}).filter(([, message]) => typeof message === 'string' && message);
  return {
    status: typeof record.status === 'number' ? record.status : undefined,
    // An Error's own message (an `ApiError`'s `STATUS: body text`), else the value as text.
    message: typeof record.message === 'string' ? record.message : String(error),
    serverMessage: typeof body.message === 'string' && body.message.trim() ? body.message : undefined,
    fieldErrors: fieldErrors.length > 0 ? (Object.fromEntries(fieldErrors) as Record<string, string>) : undefined,
    fieldCodes: readCodes(body.codes),
  };
}

function readCodes(value: unknown): Failure['fieldCodes'] {
  if (!isRecord(value)) return undefined;
  const codes: NonNullable<Failure['fieldCodes']> = {};
  for (const [field, entry] of Object.entries(value)) {
    if (isRecord(entry) && typeof entry.code === 'string') {
      codes[field] = isRecord(entry.values) ? { code: entry.code, values: entry.values as Record<string, string | number> } : { code: entry.code };
    }
  }
  return Object.keys(codes).length > 0 ? codes : undefined;
}

/** An error as the `joognoo:error` detail: the HTTP status when the API answered, and a message. */
export function toErrorDetail(error: unknown): WidgetErrorDetail {
  const { status, message } = readFailure(error);
  return status === undefined ? { message } : { status, message };
}
