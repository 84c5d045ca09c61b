// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pageCopy.useCaseHire` in app/content/page-copy.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pageCopy } from '../content/page-copy';
import { seo } from '../lib/seo';
import type { Route } from './+types/use-cases.hire';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.useCaseHire);

export default function UseCasesHirePage() {
  return <PlaceholderPage copy={pageCopy.useCaseHire} />;
}
