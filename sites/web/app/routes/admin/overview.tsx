// /admin: the back office's overview (issue 17): what needs attention in the areas the
// signed-in role may use.
import { useLoaderData } from 'react-router';
import { requireStaff } from '../../admin/admin.server';
import { AdminHeading } from '../../admin/ui';
import type { Route } from './+types/overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(context, request, 'overview');
  return { staff };
}

export default function Overview() {
  const { staff } = useLoaderData<typeof loader>();
  return <AdminHeading title="Overview" intro={`Welcome back, ${staff.name ?? staff.email}.`} />;
}
