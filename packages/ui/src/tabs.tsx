import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { vars } from './theme';
import { idFragment, useControllableState } from './internal/hooks';

interface TabsContextValue {
  value: string;
  setValue: (value: string) => void;
  baseId: string;
  orientation: 'horizontal' | 'vertical';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(component: string): TabsContextValue {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error(`<${component}> must be used inside <Tabs>.`);
  return ctx;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${idFragment(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idFragment(value)}`;

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  /** Controlled selected tab value. */
  value?: string;
  /** Uncontrolled initial tab value. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Arrow keys follow it: Left/Right (horizontal, default; in right-to-left text Left goes to
   * the next tab, which is on the left) or Up/Down (vertical).
   */
  orientation?: 'horizontal' | 'vertical';
}

/** WAI-ARIA tabs with automatic activation: a tab is selected on click and on focus. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value: valueProp, defaultValue = '', onValueChange, orientation = 'horizontal', ...rest },
  ref,
) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, setValue, baseId, orientation }}>
      <div ref={ref} data-orientation={orientation} {...rest} />
    </TabsContext.Provider>
  );
});
Tabs.displayName = 'Tabs';

const List = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  padding: ${vars.space['1']};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.full};
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: none;

  &[aria-orientation='vertical'] {
    flex-direction: column;
    align-items: stretch;
    border-radius: ${vars.radius.lg};
  }
`;

export type TabsListProps = HTMLAttributes<HTMLDivElement>;

/** `role="tablist"`; Left/Right in the writing direction (or Up/Down), Home and End move focus between tabs. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ onKeyDown, ...rest }, ref) {
  const { orientation } = useTabs('TabsList');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
    );
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    // Horizontal tabs run in the writing direction: the next one is on the left in Arabic.
    const rtl = orientation !== 'vertical' && getComputedStyle(event.currentTarget).direction === 'rtl';
    const prev = orientation === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    const next = orientation === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    let target: number;
    switch (event.key) {
      case prev:
        target = (current - 1 + tabs.length) % tabs.length;
        break;
      case next:
        target = (current + 1) % tabs.length;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    tabs[target]?.focus();
  };

  return <List ref={ref} role="tablist" aria-orientation={orientation} onKeyDown={handleKeyDown} {...rest} />;
});
TabsList.displayName = 'TabsList';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  min-height: 40px;
  padding: 0 ${vars.space['5']};
  margin: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.muted};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationNormal} ${vars.motion.easing},
    color ${vars.motion.durationNormal} ${vars.motion.easing},
    box-shadow ${vars.motion.durationNormal} ${vars.motion.easing};

  &:hover {
    color: ${vars.color.foreground};
  }

  &[aria-selected='true'] {
    background: ${vars.color.background};
    color: ${vars.color.foreground};
    box-shadow: ${vars.shadow.sm};
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface TabsTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  value: string;
}

/** `role="tab"` button: selects its panel on click and when it receives focus. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, onClick, onFocus, disabled, ...rest },
  ref,
) {
  const ctx = useTabs('TabsTrigger');
  const selected = ctx.value === value;
  return (
    <Trigger
      ref={ref}
      type="button"
      role="tab"
      id={triggerId(ctx.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(ctx.baseId, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) ctx.setValue(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled) ctx.setValue(value);
      }}
      {...rest}
    />
  );
});
TabsTrigger.displayName = 'TabsTrigger';

const Panel = styled.div`
  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
    border-radius: ${vars.radius.sm};
  }
`;

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

/**
 * `role="tabpanel"`. Inactive panels stay in the HTML with `hidden`, so server-rendered
 * pages keep all their content for crawlers and users without JavaScript.
 */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, ...rest },
  ref,
) {
  const ctx = useTabs('TabsContent');
  const selected = ctx.value === value;
  return (
    <Panel
      ref={ref}
      role="tabpanel"
      id={panelId(ctx.baseId, value)}
      aria-labelledby={triggerId(ctx.baseId, value)}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      {...rest}
    />
  );
});
TabsContent.displayName = 'TabsContent';
