import { Button, Container, vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { home } from './copy';
import { productPath } from '../../content/products';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { HomeBand } from './HomeBand';
import { CardGrid } from '../../components/sections/CardGrid';
import { TickItems } from '../../components/sections/CheckList';

const GroupHeading = styled.h3`
  margin: 0 0 ${vars.space['6']};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: -0.01em;

  &:not(:first-of-type) {
    margin-top: ${vars.space['16']};
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${vars.space['6']};
  border: 1px solid rgba(0, 0, 0, 0.06);
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};

  h4 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: -0.01em;
  }

  h4 a {
    color: inherit;
    text-decoration: none;
  }

  h4 a:hover {
    text-decoration: underline;
  }

  p {
    margin: ${vars.space['2']} 0 ${vars.space['4']};
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }

  ul {
    display: grid;
    gap: ${vars.space['2']};
    margin: auto 0 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    grid-template-columns: 1rem 1fr;
    gap: ${vars.space['2']};
    font-size: ${vars.fontSize.sm};
  }

  svg {
    width: 1rem;
    height: 1rem;
    margin-top: 0.125rem;
    color: ${vars.color.primary};
  }
`;

const Action = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${vars.space['12']};
`;

function Capabilities({ items }: { items: readonly string[] }) {
  return (
    <ul>
      <TickItems items={items} />
    </ul>
  );
}

/** Capabilities (#features): per-product capabilities and the four accelerators. */
export function FeaturesSection() {
  const copy = home.features;
  return (
    <HomeBand id={copy.section.id} aria-labelledby={`${copy.section.id}-heading`}>
      <Container>
        <SectionHeader size="lg" {...copy.section} />
        <GroupHeading>{copy.productsHeading}</GroupHeading>
        <CardGrid $gap="4" $twoGap="6" $columns={3}>
          {copy.products.map((product) => (
            <Card key={product.productId}>
              <h4>
                <Link to={productPath(product.productId)}>{product.name}</Link>
              </h4>
              <p>{product.summary}</p>
              <Capabilities items={product.capabilities} />
            </Card>
          ))}
        </CardGrid>
        <GroupHeading>{copy.acceleratorsHeading}</GroupHeading>
        <CardGrid $gap="4" $twoGap="6" $columns={4}>
          {copy.accelerators.map((accelerator) => (
            <Card key={accelerator.id}>
              <h4>{accelerator.title}</h4>
              <p>{accelerator.description}</p>
              <Capabilities items={accelerator.capabilities} />
            </Card>
          ))}
        </CardGrid>
        <Action>
          <Button as={Link} to={copy.ctaHref} variant="apple-outline" size="lg">
            {copy.cta}
          </Button>
        </Action>
      </Container>
    </HomeBand>
  );
}
