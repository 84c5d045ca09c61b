// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pageCopy.managedServices` in app/content/page-copy.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pageCopy } from '../content/page-copy';
import { seo } from '../lib/seo';
import type { Route } from './+types/services.managed-services';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.managedServices);

export default function ServicesManagedServicesPage() {
  return <PlaceholderPage copy={pageCopy.managedServices} />;
}
