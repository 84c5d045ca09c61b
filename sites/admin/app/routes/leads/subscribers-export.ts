// /admin/subscribers/export.csv: the subscribers' CSV with the list's filters, streamed from the API.
import { requireStaff } from '../../back-office/admin.server';
import type { Route } from './+types/subscribers-export';
import { streamCsv } from './csv.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'subscribers');
  return streamCsv(api, '/api/admin/subscribers/export.csv', request);
}
