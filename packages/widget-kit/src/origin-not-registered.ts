/**
 * A write refused because the page's origin is not registered (the API's JSON 403
 * `{ code: 'origin_not_registered', message, origin, docs }`), read from the error. Only
 * form-not-enabled.tsx uses it, so it is loaded with the notice, after that 403
 * (`loadFormNotEnabled`).
 */
import { ALLOW_LISTING_ANCHOR, ORIGIN_NOT_REGISTERED, WIDGETS_DOCS_PATH } from '@joognoo/schemas';
import { isRecord } from './errors';

/** What the 403 said, for the console. */
export interface OriginNotRegistered {
  /** The origin the API saw (else the page's own). */
  origin: string;
  /** The allow-listing section of the docs (the 403's `docs`). */
  docs: string;
}

const pageOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The 403 `origin_not_registered` of an `ApiError` (read structurally, like `readFailure`),
 * else undefined. `apiBase` completes the docs link when the answer has none.
 */
export function readOriginNotRegistered(error: unknown, apiBase = ''): OriginNotRegistered | undefined {
  const record = isRecord(error) ? error : {};
  const body = isRecord(record.body) ? record.body : undefined;
  if (record.status !== 403 || body?.code !== ORIGIN_NOT_REGISTERED) return undefined;
  const origin = typeof body.origin === 'string' && body.origin ? body.origin : pageOrigin();
  const docs =
    typeof body.docs === 'string' && body.docs ? body.docs : `${apiBase.replace(/\/+$/, '')}${WIDGETS_DOCS_PATH}#${ALLOW_LISTING_ANCHOR}`;
  return { origin, docs };
}
