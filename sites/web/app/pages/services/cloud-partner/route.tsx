import { OptionTabs } from '../OptionTabs';
import { ProcessSteps } from './ProcessSteps';
import { ServiceFeatures } from '../ServiceFeatures';
import { ServiceHero } from '../ServiceHero';
import { CtaBand } from '../../../components/sections/CtaBand';
import { PageSection } from '../../../components/sections/PageSection';
import { SectionHeader } from '../../../components/sections/SectionHeader';
import { StatGrid } from '../../../components/sections/StatGrid';
import { pageCopy } from '../../../content/page-copy';
import { CLOUD_PARTNER_SERVICE as page } from '../copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.cloudPartner);

const { partners, results } = page;

export default function ServicesCloudPartnerPage() {
  return (
    <>
      <ServiceHero hero={page.hero} heading={pageCopy.cloudPartner.heading} />
      <ServiceFeatures section={page.features} />
      <PageSection id={partners.id} labelledBy={`${partners.id}-heading`} tone="muted" size="md">
        <SectionHeader headingId={`${partners.id}-heading`} eyebrow={partners.eyebrow} heading={partners.heading} intro={partners.intro} />
        <OptionTabs
          label={partners.heading}
          defaultValue={partners.defaultPartner}
          options={partners.items.map((partner) => ({ ...partner, title: partner.name, points: partner.features }))}
        />
      </PageSection>
      <ProcessSteps section={page.process} />
      <PageSection id="results" labelledBy="results-heading" tone="muted">
        <SectionHeader headingId="results-heading" eyebrow={results.eyebrow} heading={results.heading} intro={results.intro} />
        <StatGrid stats={results.stats} />
      </PageSection>
      <CtaBand content={page.closingCta} />
    </>
  );
}
