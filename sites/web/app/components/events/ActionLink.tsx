import { Button, visuallyHidden, type ButtonSize, type ButtonVariant } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Cta } from '../../content/pages/types';

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface ActionLinkProps {
  cta: Cta;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Words for screen readers after the visible label (the item's title), so repeated labels stay distinct. */
  context?: string;
}

/** A button-styled link on a card: site paths through the router; other sites open in a new tab (and say so). */
export function ActionLink({ cta, variant = 'apple', size = 'sm', context }: ActionLinkProps) {
  const suffix = context ? `: ${context}` : '';
  if (/^https?:/i.test(cta.href)) {
    return (
      <Button href={cta.href} target="_blank" rel="noopener noreferrer" variant={variant} size={size}>
        {cta.label}
        <Hidden>{`${suffix} (opens in a new tab)`}</Hidden>
      </Button>
    );
  }
  return (
    <Button as={Link} to={cta.href} variant={variant} size={size}>
      {cta.label}
      {suffix ? <Hidden>{suffix}</Hidden> : null}
    </Button>
  );
}
