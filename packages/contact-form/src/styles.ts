import styled from 'styled-components';
import { container, vars, visuallyHidden } from '@joognoo/ui';
import { CONTACT_FORM_ROW_QUERY, contactFormHeightRules } from './layout';

export const Form = styled.form`
  box-sizing: border-box;
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  width: 100%;
  margin: 0;
  padding: ${vars.space['6']} ${vars.space['5']};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.foreground};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};
  text-align: start;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  ${container.sm} {
    padding: ${vars.space['8']};
  }

  /* Embedded: the form fills the space its element reserves (layout.ts), the submit
     button at the bottom, so the reservation and the form are one size. */
  ${contactFormHeightRules}
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: ${vars.letterSpacing.tight};
  color: ${vars.color.foreground};
`;

/** First and last name: stacked, side by side from 400 px of the form's own width. */
export const Row = styled.div`
  display: grid;
  gap: ${vars.space['5']};

  ${CONTACT_FORM_ROW_QUERY} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space['4']};
  }
`;

export const Honeypot = styled.div`
  ${visuallyHidden};
`;

export const FormAlert = styled.p`
  display: grid;
  gap: ${vars.space['1']};
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.destructiveSubtle};
  /* The hover shade: the base red on the subtle background is 4.4:1, under the 4.5:1 text needs. */
  color: ${vars.color.destructiveHover};
  font-size: ${vars.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  margin-top: auto;

  & > * {
    width: 100%;
  }

  ${CONTACT_FORM_ROW_QUERY} {
    & > * {
      width: auto;
    }
  }
`;
