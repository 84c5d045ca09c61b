import type { Product } from '@joognoo/schemas';
import { Badge, Button, media, vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { trackEvent } from '../../analytics';
import { home } from './copy';
import { impactStatsFor, productAccent, productPath, useCasePathFor } from '../../content/products';
import { ProductIcon } from '../../components/product/ProductIcon';
import { TickItems } from '../../components/sections/CheckList';
import { bareList } from '../../components/sections/bare-list';

/** 3 benefits and 3 target users per product on the home page. */
const SHOWN_BENEFITS = 3;
const SHOWN_USERS = 3;

const Article = styled.article<{ $reverse: boolean }>`
  display: grid;
  gap: ${vars.space['8']};
  align-items: center;
  padding: ${vars.space['6']};
  border-radius: 28px;
  background: ${vars.color.background};
  box-shadow:
    0 1px 2px rgba(0, 0, 0, 0.04),
    0 12px 40px rgba(0, 0, 0, 0.05);

  ${media.md} {
    padding: ${vars.space['10']};
  }

  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${vars.space['16']};
    padding: ${vars.space['12']};
    ${({ $reverse }) => ($reverse ? 'grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);' : '')}
  }
`;

const Text = styled.div<{ $reverse: boolean }>`
  min-width: 0;

  ${media.lg} {
    order: ${({ $reverse }) => ($reverse ? 2 : 1)};
  }
`;

const Heading = styled.div<{ $accent: string }>`
  display: flex;
  align-items: center;
  gap: ${vars.space['4']};
  margin-bottom: ${vars.space['5']};

  p {
    margin: 0 0 ${vars.space['1']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    color: ${({ $accent }) => $accent};
  }

  h3 {
    margin: 0;
    font-size: clamp(1.625rem, 1.3rem + 1.2vw, 2.25rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.025em;
    line-height: ${vars.lineHeight.tight};
  }
`;

const Tagline = styled.p`
  margin: 0 0 ${vars.space['3']};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.foreground};
  text-wrap: pretty;
`;

const Description = styled.p`
  margin: 0;
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
`;

const Problems = styled.div<{ $accent: string }>`
  margin-top: ${vars.space['8']};

  h4 {
    margin: 0 0 ${vars.space['3']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.02em;
    text-transform: uppercase;
    color: ${vars.color.foreground};
  }

  ul {
    display: grid;
    gap: ${vars.space['3']};
    ${bareList}
  }

  li {
    display: grid;
    grid-template-columns: 1.25rem 1fr;
    gap: ${vars.space['3']};
    line-height: ${vars.lineHeight.normal};
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.125rem;
    color: ${({ $accent }) => $accent};
  }
`;

const Users = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: ${vars.space['6']} 0 0;
  padding: 0;
  list-style: none;

  span {
    white-space: normal;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  margin-top: ${vars.space['8']};
`;

const Impact = styled.div<{ $reverse: boolean; $soft: string; $accent: string }>`
  padding: ${vars.space['6']} ${vars.space['5']};
  border-radius: ${vars.radius.xl};
  background: ${({ $soft }) => $soft};

  ${media.lg} {
    order: ${({ $reverse }) => ($reverse ? 1 : 2)};
    padding: ${vars.space['10']};
  }

  h4 {
    margin: 0 0 ${vars.space['6']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.02em;
    text-transform: uppercase;
    color: ${({ $accent }) => $accent};
  }

  /* Phones: one row per stat (figure, then label); from 640 px three columns; from
     1024 px (beside the text) a stacked column with dividers. */
  dl {
    display: grid;
    gap: ${vars.space['3']};
    margin: 0;

    ${media.sm} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: ${vars.space['4']};
    }

    ${media.lg} {
      grid-template-columns: none;
      gap: ${vars.space['6']};
    }
  }

  dl > div {
    display: grid;
    grid-template-columns: 6.5rem minmax(0, 1fr);
    align-items: baseline;
    column-gap: ${vars.space['3']};

    ${media.sm} {
      grid-template-columns: none;
      row-gap: ${vars.space['1']};
    }

    ${media.lg} {
      padding-top: ${vars.space['6']};
      border-top: 1px solid rgba(0, 0, 0, 0.08);
    }
  }

  dl > div > dd {
    grid-row: 1;
    grid-column: 1;
  }

  ${media.lg} {
    dl > div:first-child {
      padding-top: 0;
      border-top: 0;
    }
  }

  dt {
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.snug};
    color: ${vars.color.foreground};

    ${media.lg} {
      font-size: ${vars.fontSize.base};
    }
  }

  dd {
    margin: 0;
    font-size: clamp(1.75rem, 1.2rem + 1.6vw, 3rem);
    font-weight: ${vars.fontWeight.bold};
    line-height: 1.05;
    letter-spacing: -0.03em;
    color: ${({ $accent }) => $accent};
    font-variant-numeric: tabular-nums;
  }
`;

export interface ProductShowcaseProps {
  product: Product;
  /** Odd blocks swap the text and impact sides from 1024 px up. */
  reverse: boolean;
}

/** One product of the home products section. */
export function ProductShowcase({ product, reverse }: ProductShowcaseProps) {
  const copy = home.products;
  const accent = productAccent(product.color);
  const stats = impactStatsFor(product.id);
  const headingId = `product-${product.slug}-heading`;
  return (
    <Article $reverse={reverse} aria-labelledby={headingId} data-product={product.slug}>
      <Text $reverse={reverse}>
        <Heading $accent={accent.strong}>
          <ProductIcon icon={product.icon} color={product.color} size={64} />
          <div>
            <p>{product.category}</p>
            <h3 id={headingId}>{product.name}</h3>
          </div>
        </Heading>
        <Tagline>{product.tagline}</Tagline>
        <Description>{product.description}</Description>
        <Problems $accent={accent.strong}>
          <h4>{copy.problemsHeading}</h4>
          <ul>
            <TickItems items={product.benefits.slice(0, SHOWN_BENEFITS)} />
          </ul>
        </Problems>
        <Users aria-label={`${copy.usersLabel}: ${product.name}`}>
          {product.targetUsers.slice(0, SHOWN_USERS).map((user) => (
            <li key={user}>
              <Badge variant="secondary">{user}</Badge>
            </li>
          ))}
        </Users>
        <Actions>
          <Button as={Link} to={productPath(product.slug)} variant="apple">
            {copy.detailsCta}
          </Button>
          <Button
            as={Link}
            to={useCasePathFor(product.id)}
            variant="apple-outline"
            onClick={() => trackEvent({ category: 'Products', action: 'view_use_cases', label: product.name })}
          >
            {copy.useCasesCta}
          </Button>
        </Actions>
      </Text>
      {stats.length > 0 ? (
        <Impact $reverse={reverse} $soft={accent.soft} $accent={accent.strong}>
          <h4>{copy.impactLabel}</h4>
          <dl>
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Impact>
      ) : null}
    </Article>
  );
}
