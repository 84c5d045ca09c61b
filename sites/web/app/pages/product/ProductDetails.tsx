import type { Product } from '@joognoo/schemas';
import { Badge, Container, media, vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { productAccent, productPage } from '../../content/products';
import { ProductCtas } from './ProductCtas';
import { CardGrid } from '../../components/sections/CardGrid';
import { Icon } from '../../components/icons/Icon';
import { TickItems } from '../../components/sections/CheckList';
import { bareList } from '../../components/sections/bare-list';

const Band = styled.section<{ $muted?: boolean }>`
  padding-block: ${vars.space['16']};
  background: ${({ $muted }) => ($muted ? vars.color.surface : vars.color.background)};

  ${media.md} {
    padding-block: ${vars.space['24']};
  }
`;

const SectionTitle = styled.div`
  max-width: 40rem;
  margin: 0 auto ${vars.space['10']};
  text-align: center;

  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 1.35rem + 1.8vw, 2.75rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.025em;
    line-height: ${vars.lineHeight.tight};
  }

  p {
    margin: ${vars.space['3']} 0 0;
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.muted};
  }
`;

const Feature = styled.li<{ $accent: string; $soft: string }>`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['4']};
  padding: ${vars.space['5']};

  ${media.md} {
    display: block;
    padding: ${vars.space['6']};
  }
  border: 1px solid rgba(0, 0, 0, 0.06);
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  line-height: ${vars.lineHeight.relaxed};

  span {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;

    ${media.md} {
      margin-bottom: ${vars.space['4']};
    }
    border-radius: ${vars.radius.md};
    background: ${({ $soft }) => $soft};
    color: ${({ $accent }) => $accent};
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  p {
    margin: 0;
    align-self: center;
  }
`;

const BenefitList = styled.ul<{ $accent: string }>`
  display: grid;
  gap: ${vars.space['5']} ${vars.space['10']};
  max-width: 60rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: grid;
    grid-template-columns: 1.5rem 1fr;
    gap: ${vars.space['3']};
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.normal};
  }

  svg {
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ $accent }) => $accent};
  }
`;

const Audience = styled.div`
  display: grid;
  gap: ${vars.space['6']};

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  section {
    padding: ${vars.space['8']} ${vars.space['6']};
    border-radius: ${vars.radius.xl};
    background: ${vars.color.background};
  }

  h2 {
    margin: 0 0 ${vars.space['5']};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space['2']};
    ${bareList}
  }

  ul span {
    white-space: normal;
  }

  p {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
  }
`;

const Closing = styled.section<{ $soft: string }>`
  margin: ${vars.space['16']} 0;
  padding: ${vars.space['16']} ${vars.space['6']};
  border-radius: 28px;
  background: ${({ $soft }) => $soft};
  text-align: center;

  ${media.md} {
    margin-block: ${vars.space['24']};
    padding: ${vars.space['20']} ${vars.space['12']};
  }

  h2 {
    margin: 0;
    font-size: clamp(1.875rem, 1.4rem + 2vw, 3rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.025em;
  }

  p {
    max-width: 36rem;
    margin: ${vars.space['4']} auto ${vars.space['10']};
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${vars.space['3']};
  }
`;

function Titled({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <SectionTitle>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {intro ? <p>{intro}</p> : null}
      </SectionTitle>
      {children}
    </>
  );
}

function Badges({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="outline">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Body of a product page: Key Features, Business Benefits, audience and 'Ready to Get Started'. */
export function ProductDetails({ product }: { product: Product }) {
  const { sections, closing } = productPage;
  const accent = productAccent(product.color);
  return (
    <>
      <Band id={sections.keyFeatures.id} aria-labelledby={`${sections.keyFeatures.id}-heading`} $muted>
        <Container>
          <Titled {...sections.keyFeatures}>
            <CardGrid $gap="4" $twoGap="6" $columns={3}>
              {product.keyFeatures.map((feature) => (
                <Feature key={feature} $accent={accent.strong} $soft={accent.soft}>
                  <span aria-hidden="true">
                    <Icon name="tick" />
                  </span>
                  <p>{feature}</p>
                </Feature>
              ))}
            </CardGrid>
          </Titled>
        </Container>
      </Band>
      <Band id={sections.benefits.id} aria-labelledby={`${sections.benefits.id}-heading`}>
        <Container>
          <Titled {...sections.benefits}>
            <BenefitList $accent={accent.strong}>
              <TickItems items={product.benefits} />
            </BenefitList>
          </Titled>
        </Container>
      </Band>
      <Band $muted aria-label={sections.audienceHeading}>
        <Container>
          <Audience>
            <section aria-labelledby={`${sections.targetUsers.id}-heading`}>
              <h2 id={`${sections.targetUsers.id}-heading`}>{sections.targetUsers.heading}</h2>
              <Badges items={product.targetUsers} />
            </section>
            <section aria-labelledby={`${sections.targetIndustries.id}-heading`}>
              <h2 id={`${sections.targetIndustries.id}-heading`}>{sections.targetIndustries.heading}</h2>
              <Badges items={product.targetIndustries} />
            </section>
            <section aria-labelledby={`${sections.companySize.id}-heading`}>
              <h2 id={`${sections.companySize.id}-heading`}>{sections.companySize.heading}</h2>
              <p>{product.companySize}</p>
            </section>
          </Audience>
        </Container>
      </Band>
      <Container>
        <Closing $soft={accent.soft} aria-labelledby="get-started-heading">
          <h2 id="get-started-heading">{closing.heading}</h2>
          <p>{closing.intro(product.name)}</p>
          <div>
            <ProductCtas productName={product.name} />
          </div>
        </Closing>
      </Container>
    </>
  );
}
