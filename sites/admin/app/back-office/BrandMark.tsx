import { BRAND } from '@joognoo/schemas';
import { vars } from '@joognoo/ui';
import styled from 'styled-components';

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  color: ${vars.color.foreground};
  text-decoration: none;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: ${vars.letterSpacing.tight};
  border-radius: ${vars.radius.sm};

  img {
    display: block;
  }
`;

/** The brand mark and name, linking to the public site's home (another app: a plain link). */
export function BrandMark() {
  return (
    <Home href="/" aria-label={`${BRAND.name} home`}>
      <img src="/images/logo.svg" alt="" width={28} height={28} />
      <span aria-hidden="true">{BRAND.name}</span>
    </Home>
  );
}
