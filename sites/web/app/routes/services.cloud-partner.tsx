// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pageCopy.cloudPartner` in app/content/page-copy.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pageCopy } from '../content/page-copy';
import { seo } from '../lib/seo';
import type { Route } from './+types/services.cloud-partner';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.cloudPartner);

export default function ServicesCloudPartnerPage() {
  return <PlaceholderPage copy={pageCopy.cloudPartner} />;
}
