import { Container, Spinner, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { productPage } from '../../content/products';

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding-block: ${vars.space['24']};
`;

/** The loading spinner, while a product's data is on its way. */
export function ProductLoading() {
  return (
    <Container>
      <Loading>
        <Spinner label={productPage.loading} size="2.5rem" />
      </Loading>
    </Container>
  );
}
