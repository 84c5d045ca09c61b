import { Button, type ButtonSize, type ButtonVariant } from '@joognoo/ui';
import { Link } from 'react-router';
import type { Cta } from '../../content/pages/types';

export interface ButtonLinkProps {
  cta: Cta;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A `Cta` as a button-styled link: router `Link` for site paths and '#anchors', `<a>` for other URLs. */
export function ButtonLink({ cta, variant = 'apple', size = 'lg', className }: ButtonLinkProps) {
  if (/^[a-z]+:/i.test(cta.href)) {
    return (
      <Button href={cta.href} variant={variant} size={size} className={className}>
        {cta.label}
      </Button>
    );
  }
  return (
    <Button as={Link} to={cta.href} variant={variant} size={size} className={className}>
      {cta.label}
    </Button>
  );
}
