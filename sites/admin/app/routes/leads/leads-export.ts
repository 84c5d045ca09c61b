// /admin/leads/export.csv: the leads inbox's CSV with the list's filters, streamed from the API.
import { requireStaff } from '../../back-office/admin.server';
import type { Route } from './+types/leads-export';
import { streamCsv } from './csv.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'leads');
  return streamCsv(api, '/api/admin/leads/export.csv', request);
}
