import { Spinner } from '@joognoo/ui';
import styled from 'styled-components';

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
`;

/** /integrations without a user: only a centred loading spinner. */
export function CentredSpinner({ label }: { label: string }) {
  return (
    <Centre data-testid="session-spinner">
      <Spinner size="2.5rem" label={label} />
    </Centre>
  );
}
