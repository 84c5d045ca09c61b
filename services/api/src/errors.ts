import { UNCODED, fieldCode, ruleText, type FieldCodes, type FieldErrors, type RuleValues, type ValidationRule } from '@joognoo/schemas';

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

/**
 * 400 `{ message, errors: { field: message }, codes: { field: { code, values? } } }`: `codes`
 * has exactly the keys of `errors`, each the code of the rule behind the message (see
 * `validate` of @joognoo/schemas); a message given without one is `UNCODED` (`invalid`).
 */
export class ValidationError extends HttpError {
  override name = 'ValidationError';
  readonly codes: FieldCodes;
  constructor(
    readonly errors: FieldErrors,
    message = 'Please correct the highlighted fields.',
    codes: FieldCodes = {},
  ) {
    super(400, message);
    this.codes = Object.fromEntries(Object.keys(errors).map((field) => [field, codes[field] ?? { code: UNCODED }]));
  }

  /** The failure of `validate` (@joognoo/schemas), its messages and their codes. */
  static of(failure: { errors: FieldErrors; codes: FieldCodes }, message?: string): ValidationError {
    return new ValidationError(failure.errors, message, failure.codes);
  }

  /** One field broke one rule of @joognoo/schemas. */
  static field(field: string, rule: ValidationRule, values?: RuleValues): ValidationError {
    return new ValidationError({ [field]: ruleText(rule, values) }, undefined, { [field]: fieldCode(rule, values) });
  }
}

/** Returns `value`, or throws a 404 with `message` when it is missing. */
export function found<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw new NotFoundError(message);
  return value;
}
