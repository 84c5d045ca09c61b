/**
 * A write refused because the page's origin is not registered (the API's JSON 403
 * `{ code: 'origin_not_registered', message, origin, docs }`): the forms show
 * `FORM_NOT_ENABLED_MESSAGE` in place of their outcome toast and log one `console.error`
 * for the page's developer, naming the origin, the partner and the docs.
 */
import styled from 'styled-components';
import {
  ALLOW_LISTING_ANCHOR,
  FORM_NOT_ENABLED_MESSAGE,
  ORIGIN_NOT_REGISTERED,
  WIDGETS_DOCS_PATH,
} from '@joognoo/schemas';
import { vars } from '@joognoo/ui';

/** What the 403 said, for the console. */
export interface OriginNotRegistered {
  /** The origin the API saw (else the page's own). */
  origin: string;
  /** The allow-listing section of the docs (the 403's `docs`). */
  docs: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pageOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The 403 `origin_not_registered` of an `ApiError` (read structurally, like `readFailure`),
 * else undefined. `apiBase` completes the docs link when the answer has none.
 */
export function readOriginNotRegistered(error: unknown, apiBase = ''): OriginNotRegistered | undefined {
  const record = isRecord(error) || error instanceof Error ? (error as unknown as Record<string, unknown>) : {};
  const body = isRecord(record.body) ? record.body : undefined;
  if (record.status !== 403 || body?.code !== ORIGIN_NOT_REGISTERED) return undefined;
  const origin = typeof body.origin === 'string' && body.origin ? body.origin : pageOrigin();
  const docs =
    typeof body.docs === 'string' && body.docs ? body.docs : `${apiBase.replace(/\/+$/, '')}${WIDGETS_DOCS_PATH}#${ALLOW_LISTING_ANCHOR}`;
  return { origin, docs };
}

/** The one console line of a refused origin: `[@joognoo/contact-form] This form is not enabled ...`. */
export function formNotEnabledLog(widget: string, refused: OriginNotRegistered, partner?: string): string {
  const registration = partner
    ? `the origin ${refused.origin} is not registered for partner "${partner}"`
    : `the origin ${refused.origin} is not registered (no partner attribute is set)`;
  return `[${widget}] ${FORM_NOT_ENABLED_MESSAGE} The API refused the submission: ${registration}. See ${refused.docs}`;
}

const Notice = styled.p`
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.foreground};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

/** The visible, polite message of a form whose page is not registered (`role="status"`). */
export function FormNotEnabled({ className }: { className?: string }) {
  return (
    <Notice role="status" className={className} data-joognoo-notice="form-not-enabled">
      {FORM_NOT_ENABLED_MESSAGE}
    </Notice>
  );
}
