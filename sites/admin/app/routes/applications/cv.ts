// /admin/applications/:id/cv: an applicant's CV, streamed from the API's private CV storage
// to a signed-in recruiter or admin (never a public URL), as an attachment, no-store, nosniff.
import { data } from 'react-router';
import { requireStaff } from '../../back-office/admin.server';
import { passDownload } from '../leads/csv.server';
import type { Route } from './+types/cv';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'applications');
  const response = await api.downloadApplicationCv(params.id);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw data({ message: body.message ?? 'The CV could not be downloaded.' }, { status: response.status });
  }
  return passDownload(response);
}
