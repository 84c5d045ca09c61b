import { Button, media, vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { trackEvent } from '../../analytics';
import { home } from './copy';
import { PageHero } from '@joognoo/site-kit';

const Claims = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, auto);
  justify-content: center;
  gap: ${vars.space['6']};
  margin: ${vars.space['16']} 0 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${vars.space['16']};
  }

  li {
    display: grid;
    gap: ${vars.space['1']};
  }

  strong {
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 1.875rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.02em;
    color: ${vars.color.foreground};
  }

  span {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
`;

/** The home hero: the page's H1, the two calls to action and the headline claims. */
export function HomeHero() {
  const { hero, products } = home;
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      intro={hero.intro}
      actions={
        <>
          <Button
            as={Link}
            to={`#${products.section.id}`}
            variant="apple"
            size="lg"
            onClick={() => trackEvent({ category: 'Hero', action: 'explore_products_click' })}
          >
            {hero.primaryCta}
          </Button>
          <Button
            as={Link}
            to="/contact"
            variant="apple-secondary"
            size="lg"
            onClick={() => trackEvent({ category: 'Hero', action: 'schedule_demo_click' })}
          >
            {hero.secondaryCta}
          </Button>
        </>
      }
    >
      <Claims aria-label={hero.claimsLabel}>
        {hero.claims.map((claim) => (
          <li key={claim.label}>
            <strong>{claim.value}</strong>
            <span>{claim.label}</span>
          </li>
        ))}
      </Claims>
    </PageHero>
  );
}
