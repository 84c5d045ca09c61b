import { FrameworkList } from './FrameworkList';
import { ServiceFeatures } from '../ServiceFeatures';
import { ServiceHero } from '../ServiceHero';
import { CtaBand } from '../../../components/sections/CtaBand';
import { pageCopy } from '../../../content/page-copy';
import { GOVERNANCE_SERVICE as page } from '../copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

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
