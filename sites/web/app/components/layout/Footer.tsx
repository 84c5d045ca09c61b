import { BRAND } from '@joognoo/schemas';
import { Container, vars, media } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { footerColumns, socialLinks } from '../../content/navigation';
import { company } from '../../content/site';
import { SocialIcon } from '../icons/brand-marks';
import { Logo } from './Logo';
import { bareList } from '../sections/bare-list';

const Root = styled.footer`
  margin-top: auto;
  background: ${vars.color.surface};
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
  border-top: 1px solid rgba(0, 0, 0, 0.06);
`;

const Top = styled.div`
  display: grid;
  gap: ${vars.space['10']};
  padding-block: ${vars.space['16']} ${vars.space['10']};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: 1.6fr repeat(4, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space['4']};
  grid-column: 1 / -1;

  ${media.lg} {
    grid-column: auto;
  }

  p {
    margin: 0;
    max-width: 22rem;
    line-height: ${vars.lineHeight.relaxed};
  }
`;

const Socials = styled.ul`
  display: flex;
  gap: ${vars.space['2']};
  ${bareList}

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${vars.radius.full};
    color: ${vars.color.muted};
    background: ${vars.color.background};
    border: 1px solid rgba(0, 0, 0, 0.06);
    transition: color ${vars.motion.durationFast} ${vars.motion.easing};
  }

  a:hover {
    color: ${vars.color.foreground};
  }

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Column = styled.nav`
  h2 {
    margin: 0 0 ${vars.space['4']};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${vars.color.foreground};
  }

  ul {
    display: grid;
    gap: ${vars.space['3']};
    ${bareList}
  }

  a {
    color: ${vars.color.muted};
    text-decoration: none;
  }

  a:hover {
    color: ${vars.color.foreground};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space['2']} ${vars.space['6']};
  padding-block: ${vars.space['6']} ${vars.space['10']};
  border-top: 1px solid ${vars.color.border};
  font-size: ${vars.fontSize.xs};

  p {
    margin: 0;
  }
`;

/** Site footer: brand, link columns, social links, copyright and credit. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Root>
      <Container>
        <Top>
          <Brand>
            <Logo />
            <p>{company.tagline}.</p>
            <Socials aria-label="Social media">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <a href={social.href} aria-label={social.label} target="_blank" rel="noopener noreferrer">
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </Socials>
          </Brand>
          {footerColumns.map((column) => (
            <Column key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </Column>
          ))}
        </Top>
        <Bottom>
          <p>
            © {year} {BRAND.name}. All rights reserved.
          </p>
          <p>Product by {company.productBy}</p>
        </Bottom>
      </Container>
    </Root>
  );
}
