import { vars } from '@joognoo/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { NavMenu as NavMenuData } from '../../content/navigation';
import { navItemStyles } from './styles';
import { Icon } from '../icons/Icon';

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  font: inherit;
  ${navItemStyles}
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  border: 0;
  background: transparent;
  cursor: pointer;

  svg {
    width: 0.75rem;
    height: 0.75rem;
    transition: transform ${vars.motion.durationNormal} ${vars.motion.easing};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${vars.space['2']});
  left: 50%;
  z-index: ${vars.zIndex.dropdown};
  width: 20rem;
  margin: 0;
  padding: ${vars.space['2']};
  list-style: none;
  transform: translateX(-50%);
  border: 1px solid rgba(0, 0, 0, 0.06);
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.lg};

  &[hidden] {
    display: none;
  }
`;

const Item = styled(Link)`
  display: grid;
  gap: 2px;
  padding: ${vars.space['3']} ${vars.space['3']};
  border-radius: ${vars.radius.md};
  color: ${vars.color.foreground};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${vars.color.surface};
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: 0;
  }

  strong {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
  }

  span {
    font-size: ${vars.fontSize.xs};
    color: ${vars.color.muted};
  }
`;

export interface NavMenuProps {
  menu: NavMenuData;
}

/**
 * A disclosure menu of links (header Products, Use Cases). The button toggles with
 * Enter/Space; ArrowDown/ArrowUp open it on the first/last link and move between links;
 * Home/End jump; Escape closes and returns focus to the button. It closes when a link is
 * chosen, on a click outside and when focus leaves it.
 */
export function NavMenu({ menu }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-${menu.id}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current) {
      focusLink(pendingFocus.current === 'first' ? 0 : -1);
      pendingFocus.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    if (open) focusLink(where === 'first' ? 0 : -1);
    else {
      pendingFocus.current = where;
      setOpen(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusLink(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusLink(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusLink(0);
        break;
      case 'End':
        event.preventDefault();
        focusLink(-1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
    }
  };

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {menu.label}
        <Icon name="chevron-down" />
      </Trigger>
      <Panel id={panelId} ref={panelRef} hidden={!open} aria-label={menu.label} onKeyDown={onPanelKeyDown}>
        {menu.items.map((item) => (
          <li key={item.href}>
            <Item to={item.href} onClick={() => setOpen(false)}>
              <strong>{item.label}</strong>
              {item.description ? <span>{item.description}</span> : null}
            </Item>
          </li>
        ))}
      </Panel>
    </Root>
  );
}
