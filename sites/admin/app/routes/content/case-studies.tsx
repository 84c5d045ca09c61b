// /admin/content/case-studies: the Case studies list (marketers, admins).
import { adminMeta } from '../../back-office/nav';
import { ContentListPage } from './ContentPages';
import { loadContentList } from './list.server';
import type { Route } from './+types/case-studies';

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentList(context, request, 'case-studies');

export const meta: Route.MetaFunction = () => adminMeta('Case studies');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentListPage {...loaderData} />;
}
