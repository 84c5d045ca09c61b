import type { Product } from '@joognoo/schemas';
import { Button, Container, Skeleton, media, vars } from '@joognoo/ui';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import styled from 'styled-components';
import { home } from './copy';
import { ProductShowcase } from './ProductShowcase';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { HomeBand } from './HomeBand';
import { ButtonRow } from '@joognoo/site-kit';

const List = styled.div`
  display: grid;
  gap: ${vars.space['8']};

  ${media.lg} {
    gap: ${vars.space['12']};
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${vars.space['8']};

  p {
    margin: 0;
    text-align: center;
    color: ${vars.color.muted};
  }

  [data-skeleton] {
    height: 56rem;

    ${media.lg} {
      height: 40rem;
    }
  }
`;

const Note = styled.p`
  margin: 0;
  text-align: center;
  color: ${vars.color.muted};
`;

function ProductsLoading() {
  const copy = home.products;
  return (
    <Loading>
      <p role="status">{copy.loading}</p>
      <Skeleton radius="lg" />
      <Skeleton radius="lg" />
      <Skeleton radius="lg" />
    </Loading>
  );
}

function ProductList({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return <Note>{home.products.unavailable}</Note>;
  return (
    <List>
      {products.map((product, index) => (
        <ProductShowcase key={product.id} product={product} reverse={index % 2 === 1} />
      ))}
    </List>
  );
}

export interface ProductsSectionProps {
  /**
   * The products of `GET /api/products`: a list (server render: in the HTML) or, on a
   * client navigation, a promise; until it resolves the section shows 'Loading
   * products...'. A failed call gives `[]`.
   */
  products: Promise<readonly Product[]> | readonly Product[];
}

/** The products section (#products): one alternating block per product and two calls to action. */
export function ProductsSection({ products }: ProductsSectionProps) {
  const copy = home.products;
  return (
    <HomeBand id={copy.section.id} aria-labelledby={`${copy.section.id}-heading`} $tone="muted">
      <Container>
        <SectionHeader size="lg" {...copy.section} />
        {products instanceof Promise ? (
          <Suspense fallback={<ProductsLoading />}>
            <Await resolve={products} errorElement={<ProductList products={[]} />}>
              {(list) => <ProductList products={list} />}
            </Await>
          </Suspense>
        ) : (
          // Rendered directly, not through Suspense: React outlines large Suspense
          // content behind its fallback in the server HTML, which needs JS to reveal.
          <ProductList products={products} />
        )}
        <ButtonRow $marginTop="16">
          <Button as={Link} to="/contact" variant="apple" size="lg">
            {copy.demoCta}
          </Button>
          <Button as={Link} to={copy.allUseCasesHref} variant="apple-secondary" size="lg">
            {copy.allUseCasesCta}
          </Button>
        </ButtonRow>
      </Container>
    </HomeBand>
  );
}
