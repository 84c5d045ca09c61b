import { BRAND } from '@joognoo/schemas';
import { Button, Drawer, vars } from '@joognoo/ui';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { headerCta, headerLinks, headerMenus } from '../../content/navigation';
import { bareList } from '../sections/bare-list';

const Nav = styled.nav`
  display: grid;
  gap: ${vars.space['6']};
`;

const Group = styled.div`
  display: grid;
  gap: ${vars.space['1']};
`;

const GroupTitle = styled.h3`
  margin: 0 0 ${vars.space['1']};
  padding-inline: ${vars.space['3']};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${vars.color.muted};
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  ${bareList}
`;

const Item = styled(Link)`
  display: block;
  padding: ${vars.space['3']};
  border-radius: ${vars.radius.md};
  color: ${vars.color.foreground};
  font-size: ${vars.fontSize.base};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    background: ${vars.color.surface};
  }
`;

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The header's items in a side drawer (below 1024 px). Choosing an item closes it. */
export function MobileNav({ open, onOpenChange }: MobileNavProps) {
  const close = () => onOpenChange(false);
  const { pathname } = useLocation();
  // Hash links (/#products) point into a page: never "current".
  const current = (href: string) => (href === pathname ? ('page' as const) : undefined);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={BRAND.name} closeLabel="Close menu" data-testid="mobile-nav">
      <Nav aria-label="Mobile">
        {headerMenus.map((menu) => (
          <Group key={menu.id}>
            <GroupTitle>{menu.label}</GroupTitle>
            <List>
              {menu.items.map((item) => (
                <li key={item.href}>
                  <Item to={item.href} onClick={close} aria-current={current(item.href)}>
                    {item.label}
                  </Item>
                </li>
              ))}
            </List>
          </Group>
        ))}
        <Group>
          <GroupTitle>Company</GroupTitle>
          <List>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Item to={link.href} onClick={close} aria-current={current(link.href)}>
                  {link.label}
                </Item>
              </li>
            ))}
          </List>
        </Group>
        <Button as={Link} to={headerCta.href} variant="apple" size="lg" onClick={close}>
          {headerCta.label}
        </Button>
      </Nav>
    </Drawer>
  );
}
