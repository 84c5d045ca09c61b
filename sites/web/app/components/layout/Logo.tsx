import { BRAND } from '@joognoo/schemas';
import { vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Home = styled(Link)`
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

export interface LogoProps {
  onClick?: () => void;
}

/** The brand mark and name, linking home. */
export function Logo({ onClick }: LogoProps) {
  return (
    <Home to="/" aria-label={`${BRAND.name} home`} onClick={onClick}>
      <img src="/images/logo.svg" alt="" width={28} height={28} />
      <span aria-hidden="true">{BRAND.name}</span>
    </Home>
  );
}
