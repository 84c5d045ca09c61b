// /admin/content/posts: the Blog posts list (marketers, admins).
import { adminMeta } from '../../back-office/nav';
import { ContentListPage } from './ContentPages';
import { loadContentList } from './list.server';
import type { Route } from './+types/posts';

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentList(context, request, 'posts');

export const meta: Route.MetaFunction = () => adminMeta('Blog posts');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentListPage {...loaderData} />;
}
