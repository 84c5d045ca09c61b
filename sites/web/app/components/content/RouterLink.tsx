import type { LinkProps as WidgetLinkProps } from '@joognoo/blog';
import { Link } from 'react-router';

/**
 * The `linkComponent` the content widgets get on host pages: React Router's `Link` (client
 * navigation). The widgets pass the address as both `to` and `href`; `Link` builds its own
 * `href` from `to`.
 */
export function RouterLink({ to, href: _href, ...rest }: WidgetLinkProps) {
  return <Link to={to} {...rest} />;
}
