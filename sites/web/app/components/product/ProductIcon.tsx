import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { productAccent, productIconSrc } from '../../content/products';

const Tile = styled.span<{ $size: number; $background: string }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  border-radius: ${({ $size }) => ($size >= 80 ? vars.radius.xl : vars.radius.lg)};
  background: ${({ $background }) => $background};
  box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.04);

  img {
    display: block;
    width: 56%;
    height: 56%;
  }
`;

export interface ProductIconProps {
  /** The product's `icon` ('leaf', 'brain', 'users'; anything else shows a check). */
  icon: string;
  /** The product's `color` (tints the tile). */
  color: string;
  /** Tile size in px (the image is drawn at 56% of it). */
  size?: number;
}

/** A product's own SVG icon on a tinted tile. Decorative: the product name is always beside it. */
export function ProductIcon({ icon, color, size = 56 }: ProductIconProps) {
  const inner = Math.round(size * 0.56);
  return (
    <Tile $size={size} $background={productAccent(color).soft} aria-hidden="true">
      <img src={productIconSrc(icon)} width={inner} height={inner} alt="" decoding="async" />
    </Tile>
  );
}
