// /admin/content/:kind/:id/preview: a saved item (a draft too) as its public page shows it.
// Under /admin, so noindex and no-store like every back-office page.
import { CONTENT_KIND_LABELS } from '@joognoo/schemas/admin';
import { Link } from 'react-router';
import { AdminApiError, requireStaff } from '../../back-office/admin.server';
import { AdminHeading, Notice } from '../../back-office/ui';
import { PublicPreview } from './ContentPages';
import { kindParam } from './content.server';
import type { Route } from './+types/preview';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindParam(params.kind);
  const { api } = await requireStaff(context, request, 'content');
  try {
    const { preview } = await api.getContentPreview(kind, params.id);
    return { kind, id: params.id, preview };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) throw new Response(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.preview.title ?? ''} · Back office · Joognoo` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { kind, id, preview } = loaderData;
  return (
    <>
      <AdminHeading
        title={`Preview: ${preview.title}`}
        intro={<Link to={`/content/${kind}/${id}`}>Back to the editor</Link>}
      />
      <Notice tone="info">This is how the {CONTENT_KIND_LABELS[kind].one.toLowerCase()} looks on the public site. It is not public until it is published.</Notice>
      <PublicPreview kind={kind} item={preview} />
    </>
  );
}
