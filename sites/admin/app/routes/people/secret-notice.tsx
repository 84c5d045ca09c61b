import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { Notice } from '../../back-office/ui';

const Secret = styled.code`
  display: block;
  margin-block-start: ${vars.space['2']};
  padding: ${vars.space['2']} ${vars.space['3']};
  overflow-wrap: anywhere;
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  font-family: ${vars.font.familyMono};
`;

/** A new webhook secret, shown once: in the answer to the form that made it, never again. */
export function SecretNotice({ partnerId, secret }: { partnerId: string; secret: string }) {
  return (
    <Notice tone="warning">
      The webhook secret of <strong>{partnerId}</strong>. Copy it now and give it to the partner: it is not shown again.
      <Secret>{secret}</Secret>
    </Notice>
  );
}
