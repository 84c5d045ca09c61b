// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pageCopy.documentation` in app/content/page-copy.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pageCopy } from '../content/page-copy';
import { seo } from '../lib/seo';
import type { Route } from './+types/documentation';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.documentation);

export default function DocumentationPage() {
  return <PlaceholderPage copy={pageCopy.documentation} />;
}
