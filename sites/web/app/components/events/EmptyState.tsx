import { Button, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['16']} ${vars.space['6']};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.xl};
  text-align: center;

  svg {
    color: ${vars.color.muted};
  }

  h3 {
    margin: ${vars.space['2']} 0 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0 0 ${vars.space['3']};
    color: ${vars.color.muted};
  }
`;

export interface EmptyStateProps {
  heading: string;
  text: string;
  clearLabel: string;
  onClear: () => void;
}

/** No results: what happened, and a button that clears the filters. */
export function EmptyState({ heading, text, clearLabel, onClear }: EmptyStateProps) {
  return (
    <Root>
      <Icon name="search" size={32} />
      <h3>{heading}</h3>
      <p>{text}</p>
      <Button variant="apple" onClick={onClear}>
        {clearLabel}
      </Button>
    </Root>
  );
}
