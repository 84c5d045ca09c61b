import type { Product } from '@joognoo/schemas';
import { Container, media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { productAccent } from '../../content/products';
import { ProductCtas } from './ProductCtas';
import { ProductIcon } from '../../components/product/ProductIcon';
import { ButtonRow } from '@joognoo/site-kit';

const Root = styled.section<{ $tint: string }>`
  padding-block: ${vars.space['16']} ${vars.space['16']};
  background:
    radial-gradient(56rem 26rem at 50% -8rem, ${({ $tint }) => $tint}, transparent 72%),
    linear-gradient(180deg, #f8f8fb 0%, ${vars.color.background} 100%);
  text-align: center;

  ${media.md} {
    padding-block: ${vars.space['24']} ${vars.space['20']};
  }
`;

const Category = styled.p<{ $accent: string }>`
  margin: ${vars.space['6']} 0 ${vars.space['3']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.02em;
  color: ${({ $accent }) => $accent};
`;

const Title = styled.h1`
  margin: 0 auto;
  font-size: clamp(2.5rem, 1.6rem + 4vw, 4.5rem);
  font-weight: ${vars.fontWeight.bold};
  line-height: 1.05;
  letter-spacing: -0.035em;
`;

const Tagline = styled.p`
  max-width: 40rem;
  margin: ${vars.space['5']} auto 0;
  font-size: clamp(1.25rem, 1.1rem + 0.7vw, 1.625rem);
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.foreground};
  text-wrap: balance;
`;

const Description = styled.p`
  max-width: 44rem;
  margin: ${vars.space['5']} auto 0;
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
  text-wrap: pretty;

  ${media.md} {
    font-size: ${vars.fontSize.lg};
  }
`;

/** Top of a product page: icon, category, the name (H1), tagline, description and the two calls to action. */
export function ProductHero({ product }: { product: Product }) {
  const accent = productAccent(product.color);
  return (
    <Root $tint={accent.glow}>
      <Container $size="md">
        <ProductIcon icon={product.icon} color={product.color} size={88} />
        <Category $accent={accent.strong}>{product.category}</Category>
        <Title>{product.name}</Title>
        <Tagline>{product.tagline}</Tagline>
        <Description>{product.description}</Description>
        <ButtonRow>
          <ProductCtas productName={product.name} />
        </ButtonRow>
      </Container>
    </Root>
  );
}
