// /admin/leads/export.csv: the leads inbox's CSV with the list's filters, streamed from the API.
import { LEAD_FILTER_KEYS } from '@joognoo/schemas/admin';
import { requireStaff } from '../../back-office/admin.server';
import type { Route } from './+types/leads-export';
import { streamCsv } from './csv.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'leads');
  return streamCsv(api.exportLeadsCsv, request, LEAD_FILTER_KEYS);
}
