import type { FieldErrors } from '@joognoo/schemas';

/** The 503 answer while the database cannot be reached (see `isDatabaseUnavailable`). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** `Retry-After` of that 503, in seconds: about how long a short database outage lasts. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** An error whose status and message may be shown to the client as `{ message }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class BadRequestError extends HttpError {
  override name = 'BadRequestError';
  constructor(message: string) {
    super(400, message);
  }
}

/** 400 `{ message, errors: { field: message } }`. */
export class ValidationError extends HttpError {
  override name = 'ValidationError';
  constructor(
    readonly errors: FieldErrors,
    message = 'Please correct the highlighted fields.',
  ) {
    super(400, message);
  }
}

/** Returns `value`, or throws a 404 with `message` when it is missing. */
export function found<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw new NotFoundError(message);
  return value;
}
