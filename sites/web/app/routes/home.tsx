// Home page. The hero is real; the #products, #features and #contact sections are
// PLACEHOLDERS (heading and intro only) until the home page is built out (SPEC.md §2 Home).
import { Button, Container, vars, media } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { trackEvent } from '../analytics';
import { Eyebrow, PageHero } from '../components/PageHero';
import { home } from '../content/home';
import { seo } from '../lib/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: home.title, description: home.description, brandSuffix: false });

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

const Band = styled.section<{ $muted?: boolean }>`
  padding-block: ${vars.space['20']};
  background: ${({ $muted }) => ($muted ? vars.color.surface : vars.color.background)};
  text-align: center;
  scroll-margin-top: 80px;

  ${media.md} {
    padding-block: ${vars.space['24']};
  }

  h2 {
    margin: 0 auto;
    max-width: 40rem;
    font-size: clamp(1.875rem, 1.4rem + 2vw, 3rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.025em;
    text-wrap: balance;
  }

  p:last-child {
    margin: ${vars.space['4']} auto 0;
    max-width: 36rem;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

function SectionIntro({ id, eyebrow, heading, intro }: { id: string; eyebrow: string; heading: string; intro: string }) {
  return (
    <Container $size="md">
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{intro}</p>
    </Container>
  );
}

export default function HomePage() {
  const { hero, sections } = home;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        actions={
          <>
            <Button
              as={Link}
              to={`#${sections.products.id}`}
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
        <Claims aria-label="Highlights">
          {hero.claims.map((claim) => (
            <li key={claim.label}>
              <strong>{claim.value}</strong>
              <span>{claim.label}</span>
            </li>
          ))}
        </Claims>
      </PageHero>
      {/* PLACEHOLDER sections: filled by the home page work (products from GET /api/products). */}
      <Band id={sections.products.id} aria-labelledby={`${sections.products.id}-heading`} $muted>
        <SectionIntro {...sections.products} />
      </Band>
      <Band id={sections.features.id} aria-labelledby={`${sections.features.id}-heading`}>
        <SectionIntro {...sections.features} />
      </Band>
      <Band id={sections.contact.id} aria-labelledby={`${sections.contact.id}-heading`} $muted>
        <SectionIntro {...sections.contact} />
      </Band>
    </>
  );
}
