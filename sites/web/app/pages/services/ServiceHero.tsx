import type { ServiceHero as ServiceHeroContent } from './copy';
import { PageHero } from '@joognoo/site-kit';
import { ButtonLink } from '../../components/sections/ButtonLink';
import { HeroFigures } from '../../components/sections/HeroFigures';

export interface ServiceHeroProps {
  hero: ServiceHeroContent;
  /** The page's H1 (its head copy heading). */
  heading: string;
}

/** Top of an add-on service page: eyebrow, H1, subtitle, request + secondary buttons, optional figures. */
export function ServiceHero({ hero, heading }: ServiceHeroProps) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      heading={heading}
      intro={hero.subtitle}
      actions={
        <>
          <ButtonLink cta={hero.primaryCta} variant="apple" />
          <ButtonLink cta={hero.secondaryCta} variant="apple-secondary" />
        </>
      }
    >
      {hero.stats ? <HeroFigures stats={hero.stats} /> : null}
    </PageHero>
  );
}
