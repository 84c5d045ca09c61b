// People (issue 17): to be built.
import { requireStaff } from '../../../admin/admin.server';
import { AdminHeading } from '../../../admin/ui';
import type { Route } from './+types/people';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request, 'people');
  return null;
}

export default function Page() {
  return <AdminHeading title="People" />;
}
