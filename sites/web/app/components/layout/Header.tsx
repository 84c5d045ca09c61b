import { LIMITS } from '@joognoo/schemas';
import { Button, Container, vars, media } from '@joognoo/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { headerCta, headerLinks, headerMenus } from '../../content/navigation';
import { Logo } from './Logo';
import { NavMenu } from './NavMenu';
import { navItemStyles } from './styles';
import { Icon } from '../icons/Icon';

export const HEADER_HEIGHT = '4rem';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  background: rgba(255, 255, 255, 1);
  border-bottom: 1px solid transparent;
  transition:
    background-color ${vars.motion.durationSlow} ${vars.motion.easing},
    border-color ${vars.motion.durationSlow} ${vars.motion.easing};

  &[data-scrolled='true'] {
    background: rgba(255, 255, 255, 0.72);
    backdrop-filter: saturate(180%) blur(20px);
    -webkit-backdrop-filter: saturate(180%) blur(20px);
    border-bottom-color: rgba(0, 0, 0, 0.08);
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['4']};
  height: ${HEADER_HEIGHT};
`;

const DesktopNav = styled.nav`
  display: none;

  ${media.lg} {
    display: flex;
    align-items: center;
    gap: ${vars.space['1']};
  }
`;

const TopLink = styled(NavLink)`
  ${navItemStyles}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
`;

const DesktopCta = styled.div`
  display: none;

  ${media.lg} {
    display: block;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-inline-end: calc(-1 * ${vars.space['2']});
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.foreground};
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.05);
  }

  svg {
    width: 1.375rem;
    height: 1.375rem;
  }

  ${media.lg} {
    display: none;
  }
`;

// The drawer's code (the menu below 1024 px) is fetched when the menu button is first
// pressed, not with every page: most visits never open it.
const loadMobileNav = () => import('./MobileNav');
const MobileNav = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNav })));

/** True once the page is scrolled more than `LIMITS.headerScrolledAfterPx` (10 px). */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > LIMITS.headerScrolledAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/** Sticky site header: logo, menus, links and the pilot button; a drawer below 1024 px. */
export function Header() {
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer mounts at the first opening and then stays mounted, as it always was.
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <Bar data-scrolled={scrolled ? 'true' : 'false'}>
      <Inner>
        <Logo />
        <DesktopNav aria-label="Main">
          {headerMenus.map((menu) => (
            <NavMenu key={menu.id} menu={menu} />
          ))}
          {headerLinks.map((link) => (
            <TopLink key={link.href} to={link.href}>
              {link.label}
            </TopLink>
          ))}
        </DesktopNav>
        <Actions>
          <DesktopCta>
            <Button as={Link} to={headerCta.href} variant="apple" size="sm">
              {headerCta.label}
            </Button>
          </DesktopCta>
          <MenuButton
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onPointerDown={loadMobileNav}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <Icon name="menu" />
          </MenuButton>
        </Actions>
      </Inner>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNav open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </Bar>
  );
}
