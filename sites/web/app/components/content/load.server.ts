import { isApiError } from '@joognoo/api-client';

/**
 * Resolves an API call to its value, or to `null` when the API answers 404, so a detail
 * route can render its widget's own not-found view with an HTTP 404 (other errors throw).
 */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Like `orNull`, but a 404 (or any error, when `anyError`) becomes `fallback`. */
export async function orFallback<T>(call: Promise<T>, fallback: T, { anyError = false } = {}): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (anyError || (isApiError(error) && error.status === 404)) return fallback;
    throw error;
  }
}
