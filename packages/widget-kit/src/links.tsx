import type { ComponentType, MouseEvent, ReactNode } from 'react';

/**
 * Props every link component receives. `href` and `to` carry the same address, so a plain
 * anchor (reads `href`) and React Router's `Link` (reads `to`) both work unchanged.
 */
export interface LinkProps {
  href: string;
  to: string;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type LinkComponent = ComponentType<LinkProps>;

/** The default link: a plain `<a href>`. */
export function DefaultLink({ to: _to, ...rest }: LinkProps) {
  return <a {...rest} />;
}
