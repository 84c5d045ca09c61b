import { ServiceFeatures } from '../components/services/ServiceFeatures';
import { ServiceHero } from '../components/services/ServiceHero';
import { ServiceLevels } from '../components/services/ServiceLevels';
import { CtaBand } from '../components/sections/CtaBand';
import { pageCopy } from '../content/page-copy';
import { MANAGED_SERVICES_SERVICE as page } from '../content/pages/services';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/services.managed-services';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.managedServices);

export default function ServicesManagedServicesPage() {
  return (
    <>
      <ServiceHero hero={page.hero} heading={pageCopy.managedServices.heading} />
      <ServiceFeatures section={page.features} />
      <ServiceLevels section={page.serviceLevels} />
      <CtaBand content={page.closingCta} />
    </>
  );
}
