import type { PageCopy } from '../../content/page-copy';
import type { UseCasePage } from './copy';
import { PageHero } from '@joognoo/site-kit';
import { ButtonLink } from '../../components/sections/ButtonLink';
import { CtaBand } from '../../components/sections/CtaBand';
import { FeatureGrid } from '../../components/sections/FeatureGrid';
import { HeroFigures } from '../../components/sections/HeroFigures';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { BenefitCategories } from './BenefitCategories';
import { ProblemCards } from './ProblemCards';
import { SuccessStories } from './SuccessStories';

export interface UseCasePageViewProps {
  page: UseCasePage;
  /** Head copy of the route: its `heading` is the H1. */
  copy: Pick<PageCopy, 'heading'>;
}

/**
 * A use-case page: hero with three figures, four problem cards, the feature
 * grid, success stories, benefit categories and the closing Schedule Demo / Learn More band.
 */
export function UseCasePageView({ page, copy }: UseCasePageViewProps) {
  const features = page.sections.features;
  const featuresHeadingId = `${features.id ?? 'features'}-heading`;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={copy.heading}
        intro={page.hero.subtitle}
        actions={
          <>
            <ButtonLink cta={page.hero.primaryCta} variant="apple" />
            <ButtonLink cta={page.hero.secondaryCta} variant="apple-secondary" />
          </>
        }
      >
        <HeroFigures stats={page.hero.stats} />
      </PageHero>
      <ProblemCards page={page} />
      <PageSection id={features.id} labelledBy={featuresHeadingId} tone="muted">
        <SectionHeader headingId={featuresHeadingId} eyebrow={features.eyebrow} heading={features.heading} intro={features.intro} />
        <FeatureGrid items={page.features} columns={4} />
      </PageSection>
      <SuccessStories page={page} />
      <BenefitCategories page={page} />
      <CtaBand content={page.cta} />
    </>
  );
}
