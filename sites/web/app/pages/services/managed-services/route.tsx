import { ServiceFeatures } from '../ServiceFeatures';
import { ServiceHero } from '../ServiceHero';
import { ServiceLevels } from './ServiceLevels';
import { CtaBand } from '../../../components/sections/CtaBand';
import { pageCopy } from '../../../content/page-copy';
import { MANAGED_SERVICES_SERVICE as page } from '../copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

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
