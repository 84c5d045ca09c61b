// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pages.termsOfService` in app/content/pages.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pages } from '../content/pages';
import { seo } from '../lib/seo';
import type { Route } from './+types/terms-of-service';

export const meta: Route.MetaFunction = (args) => seo(args, pages.termsOfService);

export default function TermsOfServicePage() {
  return <PlaceholderPage copy={pages.termsOfService} />;
}
