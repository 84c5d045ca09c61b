import { LearningPaths } from './LearningPaths';
import { OptionTabs } from '../OptionTabs';
import { ServiceFeatures } from '../ServiceFeatures';
import { ServiceHero } from '../ServiceHero';
import { Testimonials } from './Testimonials';
import { CtaBand } from '../../../components/sections/CtaBand';
import { PageSection } from '../../../components/sections/PageSection';
import { SectionHeader } from '../../../components/sections/SectionHeader';
import { pageCopy } from '../../../content/page-copy';
import { ACADEMY_SERVICE as page } from '../copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.academy);

const formats = page.formats;

export default function ServicesAcademyPage() {
  return (
    <>
      <ServiceHero hero={page.hero} heading={pageCopy.academy.heading} />
      <ServiceFeatures section={page.features} />
      <LearningPaths section={page.learningPaths} />
      <PageSection id={formats.id} labelledBy={`${formats.id}-heading`} tone="muted" size="md">
        <SectionHeader headingId={`${formats.id}-heading`} eyebrow={formats.eyebrow} heading={formats.heading} intro={formats.intro} />
        <OptionTabs
          label={formats.heading}
          defaultValue={formats.defaultFormat}
          options={formats.items.map((format) => ({ ...format, points: format.features }))}
        />
      </PageSection>
      <Testimonials section={page.testimonials} />
      <CtaBand content={page.closingCta} />
    </>
  );
}
