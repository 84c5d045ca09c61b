// /admin/content/jobs: the Jobs list (marketers, admins).
import { adminMeta } from '../../back-office/nav';
import { ContentListPage } from './ContentPages';
import { loadContentList } from './list.server';
import type { Route } from './+types/jobs';

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentList(context, request, 'jobs');

export const meta: Route.MetaFunction = () => adminMeta('Jobs');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentListPage {...loaderData} />;
}
