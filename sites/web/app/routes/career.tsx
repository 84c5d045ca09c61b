// PLACEHOLDER page: replace the default export with the real job detail (SPEC.md §2 Job detail); its loader will read /api/jobs/slug/{id}.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { detailPages } from '../content/detail-pages';
import { seo } from '../lib/seo';
import type { Route } from './+types/career';

export const meta: Route.MetaFunction = (args) => seo(args, detailPages.job(args.params.id));

export default function JobPage({ params }: Route.ComponentProps) {
  return <PlaceholderPage copy={detailPages.job(params.id)} />;
}
