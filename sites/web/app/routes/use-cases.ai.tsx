// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pages.useCaseAi` in app/content/pages.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pages } from '../content/pages';
import { seo } from '../lib/seo';
import type { Route } from './+types/use-cases.ai';

export const meta: Route.MetaFunction = (args) => seo(args, pages.useCaseAi);

export default function UseCasesAiPage() {
  return <PlaceholderPage copy={pages.useCaseAi} />;
}
