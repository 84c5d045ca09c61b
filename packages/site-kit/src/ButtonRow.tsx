import { vars } from '@joognoo/ui';
import styled from 'styled-components';

/** The centred row of call-to-action buttons under a hero, a band or a section. */
export const ButtonRow = styled.div<{ $marginTop?: '10' | '16' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space['3']};
  margin-top: ${({ $marginTop = '10' }) => vars.space[$marginTop]};
`;
