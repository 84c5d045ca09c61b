import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { vars } from './theme';
import { useControllableState } from './internal/hooks';

interface AccordionContextValue {
  value: string;
  toggle: (item: string) => void;
}
interface ItemContextValue {
  value: string;
  open: boolean;
  triggerId: string;
  contentId: string;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);
const ItemContext = createContext<ItemContextValue | null>(null);

function useRequired<T>(ctx: T | null, component: string, parent: string): T {
  if (!ctx) throw new Error(`<${component}> must be used inside <${parent}>.`);
  return ctx;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  /** Controlled open item (`''` for none). */
  value?: string;
  /** Uncontrolled initially open item. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Clicking the open item closes it. Default `true`. */
  collapsible?: boolean;
}

/** One item open at a time; collapsible by default. */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { value: valueProp, defaultValue = '', onValueChange, collapsible = true, ...rest },
  ref,
) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const toggle = (item: string) => {
    if (item === value) {
      if (collapsible) setValue('');
    } else setValue(item);
  };
  return (
    <AccordionContext.Provider value={{ value, toggle }}>
      <div ref={ref} {...rest} />
    </AccordionContext.Provider>
  );
});
Accordion.displayName = 'Accordion';

const Item = styled.div`
  border-bottom: 1px solid ${vars.color.border};
`;

export interface AccordionItemProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { value, ...rest },
  ref,
) {
  const ctx = useRequired(useContext(AccordionContext), 'AccordionItem', 'Accordion');
  const baseId = useId();
  const open = ctx.value === value;
  return (
    <ItemContext.Provider value={{ value, open, triggerId: `${baseId}-trigger`, contentId: `${baseId}-content` }}>
      <Item ref={ref} data-state={open ? 'open' : 'closed'} {...rest} />
    </ItemContext.Provider>
  );
});
AccordionItem.displayName = 'AccordionItem';

const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['4']};
  margin: 0;
  padding: ${vars.space['5']} 0;
  border: 0;
  background: transparent;
  color: ${vars.color.foreground};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${vars.color.primary};
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
    border-radius: ${vars.radius.sm};
  }

  & > svg {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    color: ${vars.color.muted};
    transition: transform ${vars.motion.durationNormal} ${vars.motion.easing};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

export interface AccordionTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Heading level wrapping the button. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A heading containing the toggle button (`aria-expanded`, `aria-controls`). */
export const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(function AccordionTrigger(
  { headingLevel = 3, children, onClick, ...rest },
  ref,
) {
  const accordion = useRequired(useContext(AccordionContext), 'AccordionTrigger', 'Accordion');
  const item = useRequired(useContext(ItemContext), 'AccordionTrigger', 'AccordionItem');
  return (
    <Heading as={`h${headingLevel}` as 'h3'}>
      <Trigger
        ref={ref}
        type="button"
        id={item.triggerId}
        aria-expanded={item.open}
        aria-controls={item.contentId}
        data-state={item.open ? 'open' : 'closed'}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) accordion.toggle(item.value);
        }}
        {...rest}
      >
        {children}
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
          <path d="M5 7.5l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Trigger>
    </Heading>
  );
});
AccordionTrigger.displayName = 'AccordionTrigger';

const Content = styled.div`
  padding: 0 0 ${vars.space['5']};
  color: ${vars.color.muted};
  line-height: ${vars.lineHeight.relaxed};
`;

export type AccordionContentProps = HTMLAttributes<HTMLDivElement>;

/** `role="region"` labelled by its trigger; stays in the HTML with `hidden` when closed. */
export const AccordionContent = forwardRef<HTMLDivElement, AccordionContentProps>(function AccordionContent(
  props,
  ref,
) {
  const item = useRequired(useContext(ItemContext), 'AccordionContent', 'AccordionItem');
  return (
    <Content
      ref={ref}
      role="region"
      id={item.contentId}
      aria-labelledby={item.triggerId}
      hidden={!item.open}
      data-state={item.open ? 'open' : 'closed'}
      {...props}
    />
  );
});
AccordionContent.displayName = 'AccordionContent';
