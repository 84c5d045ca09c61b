// PLACEHOLDER page: replace the default export with the real case study detail (SPEC.md §2 Case study detail); its loader will read /api/case-studies/{slug}.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { detailPages } from '../content/detail-pages';
import { seo } from '../lib/seo';
import type { Route } from './+types/case-study';

export const meta: Route.MetaFunction = (args) => seo(args, detailPages.caseStudy(args.params.slug));

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  return <PlaceholderPage copy={detailPages.caseStudy(params.slug)} />;
}
