// /admin/content/case-studies: the Case studies list (marketers, admins).
import { ContentListPage } from './ContentPages';
import { loadContentList } from './list.server';
import type { Route } from './+types/case-studies';

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentList(context, request, 'case-studies');

export const meta: Route.MetaFunction = () => [{ title: 'Case studies · Back office · Joognoo' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentListPage {...loaderData} />;
}
