/** Generic page sections shared by the content pages. */
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { CtaBand, type CtaBandProps } from './CtaBand';
export { FeatureGrid, IconBadge, type FeatureGridProps } from './FeatureGrid';
export { PageSection, type PageSectionProps } from './PageSection';
export { SectionEyebrow, SectionHeader, SectionIntro, SectionTitle, type SectionHeaderProps } from './SectionHeader';
export { StatGrid, type StatGridProps } from './StatGrid';
