// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pageCopy.careers` in app/content/page-copy.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pageCopy } from '../content/page-copy';
import { seo } from '../lib/seo';
import type { Route } from './+types/careers';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.careers);

export default function CareersPage() {
  return <PlaceholderPage copy={pageCopy.careers} />;
}
