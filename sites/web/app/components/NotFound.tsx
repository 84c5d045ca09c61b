import { Container, vars, media } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { notFound } from '../content/not-found';
import { PageHero } from '@joognoo/site-kit';
import { Icon } from './icons/Icon';

const Links = styled.nav`
  padding-block: ${vars.space['4']} ${vars.space['24']};

  h2 {
    margin: 0 0 ${vars.space['6']};
    text-align: center;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  ul {
    display: grid;
    gap: ${vars.space['4']};
    max-width: 56rem;
    margin: 0 auto;
    padding: 0;
    list-style: none;

    ${media.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  a {
    display: grid;
    align-content: start;
    gap: ${vars.space['1']};
    height: 100%;
    padding: ${vars.space['6']};
    border: 1px solid rgba(0, 0, 0, 0.06);
    border-radius: ${vars.radius.xl};
    background: ${vars.color.surface};
    color: ${vars.color.foreground};
    text-decoration: none;
    transition:
      background-color ${vars.motion.durationFast} ${vars.motion.easing},
      transform ${vars.motion.durationFast} ${vars.motion.easing};
  }

  a:hover {
    background: ${vars.color.surfaceHover};
  }

  strong {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    font-weight: ${vars.fontWeight.semibold};
  }

  strong svg {
    width: 0.875rem;
    height: 0.875rem;
    color: ${vars.color.primary};
  }

  span {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
`;

/** The 404 page body: what happened and where to go next. */
export function NotFound() {
  return (
    <>
      <PageHero eyebrow={notFound.eyebrow} heading={notFound.heading} intro={notFound.intro} />
      <Container>
        <Links aria-labelledby="not-found-links">
          <h2 id="not-found-links">{notFound.linksHeading}</h2>
          <ul>
            {notFound.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>
                  <strong>
                    {link.label}
                    <Icon name="arrow-right-thin" />
                  </strong>
                  <span>{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Links>
      </Container>
    </>
  );
}
