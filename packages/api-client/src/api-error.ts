import type { ApiErrorBody } from '@joognoo/schemas';

/**
 * A non-OK answer: `message` is `STATUS: body text`, or `STATUS: status text`
 * when the body is empty; `body` is the parsed JSON object when the body is one.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = parseObject(bodyText);
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

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
