// /admin/content/:kind/:id (and :id = new): the editor of a post, job or case study.
import type { ContentCategory } from '@joognoo/schemas/admin';
import { requireStaff } from '../../back-office/admin.server';
import { useHref, useLocation } from 'react-router';
import { ImageUpload } from '../../back-office/media/ImageUpload';
import { ContentEditorPage, markdownTextareaId } from './ContentPages';
import { editorAction, kindParam } from './content.server';
import type { Route } from './+types/edit';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindParam(params.kind);
  const { api } = await requireStaff(context, request, 'content');
  const url = new URL(request.url);
  const [detail, categories] = await Promise.all([
    params.id === 'new' ? Promise.resolve(null) : api.getContent(kind, params.id).then((answer) => answer.item),
    kind === 'posts' ? api.listContentCategories().then((answer) => answer.categories) : Promise.resolve([] as ContentCategory[]),
  ]).catch((error: unknown) => {
    if (error instanceof Error && 'status' in error && (error as { status: number }).status === 404) throw new Response(null, { status: 404, statusText: 'Not Found' });
    throw error;
  });
    // The image upload (media area) without JavaScript comes back with ?uploaded=/media/<key>.
  const uploaded = url.searchParams.get('uploaded');
  return {
    kind,
    id: params.id,
    detail,
    categories,
    done: url.searchParams.get('done'),
    failedMessage: url.searchParams.get('failed'),
    uploaded: uploaded && /^\/media\/[A-Za-z0-9._-]{1,200}$/.test(uploaded) ? uploaded : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindParam(params.kind);
  const { api } = await requireStaff(context, request, 'content');
  return editorAction(api, kind, params.id, await request.formData());
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.detail ? `Edit: ${loaderData.detail.summary.title}` : 'New item'} · Back office · Joognoo` },
  // A route's meta replaces the frame's: keep its noindex.
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // The upload comes back to this page's address in full (/admin/...), not the router's path.
  const here = useHref(useLocation().pathname);
  const imageUpload = <ImageUpload textareaId={markdownTextareaId(loaderData.kind)} redirectTo={here} />;
  return <ContentEditorPage {...loaderData} actionData={actionData as never} imageUpload={loaderData.kind === 'jobs' ? undefined : imageUpload} />;
}
