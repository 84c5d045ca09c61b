// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pages.documentation` in app/content/pages.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pages } from '../content/pages';
import { seo } from '../lib/seo';
import type { Route } from './+types/documentation';

export const meta: Route.MetaFunction = (args) => seo(args, pages.documentation);

export default function DocumentationPage() {
  return <PlaceholderPage copy={pages.documentation} />;
}
