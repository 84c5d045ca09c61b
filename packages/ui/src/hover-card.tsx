import {
  cloneElement,
  createContext,
  forwardRef,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import { vars } from './theme';
import { useControllableState } from './internal/hooks';

export const HOVER_CARD_OPEN_DELAY = 700;
export const HOVER_CARD_CLOSE_DELAY = 300;

interface HoverCardContextValue {
  open: boolean;
  contentId: string;
}
const HoverCardContext = createContext<HoverCardContextValue | null>(null);

function useHoverCard(component: string) {
  const ctx = useContext(HoverCardContext);
  if (!ctx) throw new Error(`<${component}> must be used inside <HoverCard>.`);
  return ctx;
}

export interface HoverCardProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Default 700 ms. */
  openDelay?: number;
  /** Default 300 ms. */
  closeDelay?: number;
}

const Root = styled.span`
  position: relative;
  display: inline-block;
`;

/**
 * Preview card for sighted mouse and keyboard users: opens 700 ms after pointer enter or
 * focus, closes 300 ms after leave or blur, Escape closes at once. Moving the pointer from
 * the trigger onto the card keeps it open.
 */
export const HoverCard = forwardRef<HTMLSpanElement, HoverCardProps>(function HoverCard(
  {
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    openDelay = HOVER_CARD_OPEN_DELAY,
    closeDelay = HOVER_CARD_CLOSE_DELAY,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentId = useId();

  const clear = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const schedule = (next: boolean, delay: number) => {
    clear();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpen(next);
    }, delay);
  };
  useEffect(() => clear, []);

  return (
    <HoverCardContext.Provider value={{ open, contentId }}>
      <Root
        ref={ref}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={(event: PointerEvent<HTMLSpanElement>) => {
          onPointerEnter?.(event);
          if (event.pointerType === 'touch') return;
          if (open) clear();
          else schedule(true, openDelay);
        }}
        onPointerLeave={(event: PointerEvent<HTMLSpanElement>) => {
          onPointerLeave?.(event);
          if (event.pointerType === 'touch') return;
          if (open) schedule(false, closeDelay);
          else clear();
        }}
        onFocus={(event: FocusEvent<HTMLSpanElement>) => {
          onFocus?.(event);
          if (open) clear();
          else schedule(true, openDelay);
        }}
        onBlur={(event: FocusEvent<HTMLSpanElement>) => {
          onBlur?.(event);
          const next = event.relatedTarget as Node | null;
          if (next && event.currentTarget.contains(next)) return;
          if (open) schedule(false, closeDelay);
          else clear();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLSpanElement>) => {
          onKeyDown?.(event);
          if (event.key === 'Escape' && (open || timer.current)) {
            event.stopPropagation();
            clear();
            setOpen(false);
          }
        }}
        {...rest}
      >
        {children}
      </Root>
    </HoverCardContext.Provider>
  );
});
HoverCard.displayName = 'HoverCard';

export interface HoverCardTriggerProps {
  /** One focusable element (usually a link); it gets `aria-describedby` the card while open. */
  children: ReactElement;
}

export function HoverCardTrigger({ children }: HoverCardTriggerProps) {
  const { open, contentId } = useHoverCard('HoverCardTrigger');
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const own = typeof children.props['aria-describedby'] === 'string' ? children.props['aria-describedby'] : '';
  return cloneElement(children, {
    'aria-describedby': [own, open ? contentId : ''].filter(Boolean).join(' ') || undefined,
    'data-state': open ? 'open' : 'closed',
  });
}

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(4px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

// Half the card's width back from the trigger's middle: the middle in either direction.
// eslint-disable-next-line local/no-physical-direction -- centring is symmetric: the same box in left-to-right and right-to-left text
const centred = css`left: 50%; translate: -50% 0;`;

/** `start` and `end` are the trigger's edges in the writing direction (the left one in English for `start`). */
const Content = styled.div<{ $align: 'start' | 'center' | 'end'; $side: 'top' | 'bottom' }>`
  position: absolute;
  z-index: ${vars.zIndex.popover};
  ${({ $side }) => ($side === 'top' ? 'bottom: calc(100% + 8px);' : 'top: calc(100% + 8px);')}
  ${({ $align }) =>
    $align === 'start' ? 'inset-inline-start: 0;' : $align === 'end' ? 'inset-inline-end: 0;' : centred}
  width: max-content;
  max-width: min(320px, calc(100vw - 32px));
  padding: ${vars.space['4']};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  text-align: start;
  animation: ${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingOut};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface HoverCardContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Alignment with the trigger along the line: its start or end edge in the writing direction, or its middle. Default `center`. */
  align?: 'start' | 'center' | 'end';
  /** Default `bottom`. */
  side?: 'top' | 'bottom';
}

/** The card. Rendered only while open. */
export const HoverCardContent = forwardRef<HTMLDivElement, HoverCardContentProps>(function HoverCardContent(
  { align = 'center', side = 'bottom', ...rest },
  ref,
) {
  const { open, contentId } = useHoverCard('HoverCardContent');
  if (!open) return null;
  return <Content ref={ref} id={contentId} $align={align} $side={side} data-state="open" {...rest} />;
});
HoverCardContent.displayName = 'HoverCardContent';
