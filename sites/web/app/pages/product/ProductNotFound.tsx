import { Button, Container, vars, media } from '@joognoo/ui';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { productPage } from '../../content/products';

const Root = styled.section`
  padding-block: ${vars.space['24']};
  text-align: center;

  ${media.md} {
    padding-block: ${vars.space['32']};
  }

  h1 {
    margin: 0;
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
 * Whether the previous history entry is a page of this site: an earlier in-app location
 * (React Router numbers its entries in `history.state.idx`), or a same-origin page that
 * linked here. Anything else (a new tab, another site) has nothing of ours to go back to.
 */
function canGoBack(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof idx === 'number' && idx > 0) return true;
  if (window.history.length <= 1 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The product not-found view. 'Go Back' goes back in the browser history; when there is
 * no page of ours to go back to it is a plain link home, which is also what it is before
 * hydration.
 */
export function ProductNotFound() {
  const navigate = useNavigate();
  const copy = productPage.notFound;
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack()) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Root aria-labelledby="product-not-found-heading">
      <Container $size="sm">
        <h1 id="product-not-found-heading">{copy.heading}</h1>
        <p>{copy.text}</p>
        <Button as={Link} to={copy.backFallbackHref} variant="apple" size="lg" onClick={goBack}>
          {copy.back}
        </Button>
      </Container>
    </Root>
  );
}
