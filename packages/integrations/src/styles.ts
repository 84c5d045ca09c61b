import styled from 'styled-components';
import { container, vars } from '@joognoo/ui';

/** A white panel section: border, radius, subtle shadow. */
export const Surface = styled.section`
  display: grid;
  gap: ${vars.space['6']};
  padding: ${vars.space['6']} ${vars.space['5']};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.sm};
  min-width: 0;

  ${container.sm} {
    padding: ${vars.space['8']};
  }
`;

export const SectionHead = styled.div`
  display: grid;
  gap: ${vars.space['2']};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  letter-spacing: ${vars.letterSpacing.tight};
  color: ${vars.color.foreground};
`;

export const SectionText = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.muted};
`;

export const Form = styled.form`
  display: grid;
  gap: ${vars.space['5']};
  margin: 0;
`;

export const FieldRow = styled.div`
  display: grid;
  gap: ${vars.space['5']};

  ${container.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space['4']};
  }
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${vars.space['3']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.foreground};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};

  & > button {
    flex: 1 1 100%;
  }

  ${container.sm} {
    & > button {
      flex: 0 0 auto;
    }
  }
`;

export const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['2']};
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.muted};

  svg {
    flex: 0 0 auto;
    width: 18px;
    height: 18px;
    margin-top: 1.6px;
    color: ${vars.color.success};
  }
`;

export const StatusLine = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.success};
  overflow-wrap: anywhere;

  svg {
    flex: 0 0 auto;
    width: 18px;
    height: 18px;
  }
`;
