import type { ApiErrorBody, FieldCodes } from '@joognoo/schemas';

/**
 * A non-OK answer: `message` is `STATUS: body text`, or `STATUS: status text`
 * when the body is empty; `body` is the parsed JSON object when the body is one; `codes`
 * are the field codes of a 400 (`body.codes`: field -> `{ code, values? }`, the keys of
 * `body.errors`), each well-formed one, or undefined when it sent none.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;
  readonly codes: FieldCodes | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = parseObject(bodyText);
    this.codes = parseCodes(this.body?.codes);
  }
}

function parseObject(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The well-formed entries of a body's `codes` (a non-empty string `code`; `values`, when
 * present, only its string and number values), or undefined when there are none.
 */
export function parseCodes(value: unknown): FieldCodes | undefined {
  const codes: FieldCodes = {};
  for (const [field, entry] of Object.entries(isRecord(value) ? value : {})) {
    if (!isRecord(entry) || typeof entry.code !== 'string' || !entry.code) continue;
    const values = isRecord(entry.values) ? Object.entries(entry.values).filter(([, item]) => typeof item === 'string' || typeof item === 'number') : undefined;
    codes[field] = values ? { code: entry.code, values: Object.fromEntries(values) as Record<string, string | number> } : { code: entry.code };
  }
  return Object.keys(codes).length > 0 ? codes : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
