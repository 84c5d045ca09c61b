/**
 * A write refused because the page's origin is not registered (the API's JSON 403
 * `{ code: 'origin_not_registered', message, origin, docs }`): the forms show
 * the not-enabled notice (`FORM_NOT_ENABLED_MESSAGE`, in the widget's language) in place of their outcome toast and log one `console.error`
 * for the page's developer, naming the origin, the partner and the docs.
 */
import styled from 'styled-components';
import { FORM_NOT_ENABLED_MESSAGE } from '@joognoo/schemas';
import { useWidgetLanguage, vars } from '@joognoo/ui';
import { notEnabledText } from './not-enabled-text';
import { readOriginNotRegistered, type OriginNotRegistered } from './origin-not-registered';
import type { OriginCheck } from './use-submission';

export { readOriginNotRegistered };

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
  const language = useWidgetLanguage();
  return (
    <Notice role="status" className={className} data-joognoo-notice="form-not-enabled">
      {notEnabledText(language)}
    </Notice>
  );
}

/**
 * A form's answer to a 403 `origin_not_registered` (`useSubmission`): logs the console line
 * for the page's developer and gives the notice to show.
 */
export function refuseOrigin(error: unknown, { widget, apiBase, partner }: OriginCheck) {
  console.error(formNotEnabledLog(widget, readOriginNotRegistered(error, apiBase)!, partner));
  return FormNotEnabled;
}
