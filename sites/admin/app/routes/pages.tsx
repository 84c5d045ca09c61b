// The pages inside the back office's frame: their errors (a 403 for a role that may not use
// the area, a missing record) render here, with the navigation still around them.
import { Outlet } from 'react-router';
import { AdminHeading } from '../back-office/ui';
import { errorPageOf } from '../back-office/nav';
import type { Route } from './+types/pages';

export default function AdminPages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const page = errorPageOf(error);
  return <AdminHeading title={page.heading} intro={page.intro} />;
}
