import { FrameworkList } from '../components/services/FrameworkList';
import { ServiceFeatures } from '../components/services/ServiceFeatures';
import { ServiceHero } from '../components/services/ServiceHero';
import { CtaBand } from '../components/sections/CtaBand';
import { pageCopy } from '../content/page-copy';
import { GOVERNANCE_SERVICE as page } from '../content/pages/services';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/services.governance';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.governance);

export default function ServicesGovernancePage() {
  return (
    <>
      <ServiceHero hero={page.hero} heading={pageCopy.governance.heading} />
      <ServiceFeatures section={page.features} />
      <FrameworkList section={page.frameworks} />
      <CtaBand content={page.closingCta} />
    </>
  );
}
