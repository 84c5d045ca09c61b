// /admin/subscribers/export.csv: the subscribers' CSV with the list's filters, streamed from the API.
import { SUBSCRIBER_FILTER_KEYS } from '@joognoo/schemas/admin';
import { requireStaff } from '../../back-office/admin.server';
import type { Route } from './+types/subscribers-export';
import { streamCsv } from './csv.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'subscribers');
  return streamCsv(api.exportSubscribersCsv, request, SUBSCRIBER_FILTER_KEYS);
}
