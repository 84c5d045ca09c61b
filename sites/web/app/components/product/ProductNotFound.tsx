import { Button, Container, vars, media } from '@joognoo/ui';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { productPage } from '../../content/products';
import { ProductIcon } from './ProductIcon';

const Root = styled.section`
  padding-block: ${vars.space['24']};
  text-align: center;

  ${media.md} {
    padding-block: ${vars.space['32']};
  }

  h1 {
    margin: ${vars.space['8']} 0 0;
    font-size: clamp(2.25rem, 1.6rem + 2.8vw, 3.5rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.03em;
  }

  p {
    margin: ${vars.space['4']} auto ${vars.space['10']};
    max-width: 32rem;
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.muted};
  }
`;

/**
 * The product not-found view. 'Go Back' goes back in the browser history; with no
 * history (a link opened in a new tab) it is a plain link home, which is also what it is
 * before hydration.
 */
export function ProductNotFound() {
  const navigate = useNavigate();
  const copy = productPage.notFound;
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length <= 1) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Root aria-labelledby="product-not-found-heading">
      <Container $size="sm">
        <ProductIcon icon="check" color="" size={72} />
        <h1 id="product-not-found-heading">{copy.heading}</h1>
        <p>{copy.text}</p>
        <Button as={Link} to={copy.backFallbackHref} variant="apple" size="lg" onClick={goBack}>
          {copy.back}
        </Button>
      </Container>
    </Root>
  );
}
