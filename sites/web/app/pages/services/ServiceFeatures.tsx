import type { FeatureSection } from './copy';
import { FeatureGrid } from '../../components/sections/FeatureGrid';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';

export interface ServiceFeaturesProps {
  section: FeatureSection;
  tone?: 'default' | 'muted';
}

/** The features or benefits of a service as a headed card grid. */
export function ServiceFeatures({ section, tone = 'default' }: ServiceFeaturesProps) {
  const headingId = `${section.id ?? 'features'}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId} tone={tone}>
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <FeatureGrid items={section.items} columns={3} />
    </PageSection>
  );
}
