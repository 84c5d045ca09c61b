// The pages inside the back office's frame: their errors (a 403 for a role that may not use
// the area, a missing record) render here, with the navigation still around them.
import { isRouteErrorResponse, Outlet } from 'react-router';
import { AdminHeading } from '../../admin/ui';
import { errorPages } from '../../content/errors';
import type { Route } from './+types/pages';

export default function AdminPages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const page =
    isRouteErrorResponse(error) && error.status === 403
      ? errorPages.forbidden
      : isRouteErrorResponse(error) && error.status === 404
        ? { heading: 'Not found', intro: 'There is nothing here. It may have been removed.' }
        : { heading: 'Something went wrong', intro: 'The back office could not load this page. Please try again in a moment.' };
  return <AdminHeading title={page.heading} intro={page.intro} />;
}
