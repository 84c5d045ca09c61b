import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { vars } from './theme';
import { INLINE_SIGN, inlineSign, visuallyHidden } from './internal/styles';
import { useWidgetLanguage } from './i18n';
import { getDeepActiveElement, getFocusable, mergeRefs, useIsomorphicLayoutEffect, useMounted } from './internal/hooks';

export interface DrawerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Edge the sheet slides from, in the writing direction: `end` (default) is the right in
   * English and the left in Arabic, `start` the other edge. `right` and `left` are the former
   * names of `end` and `start`, and follow the direction as they do.
   */
  side?: DrawerSide | 'left' | 'right';
  /** Dialog title (the accessible name). Rendered as an `<h2>`. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** Portal target. Default `document.body`; pass a shadow root to stay inside a widget. */
  container?: Element | DocumentFragment | null;
  /** Element focused on open. Default: the first focusable element in the sheet. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible label of the close button. Default `Close`. */
  closeLabel?: string;
  /** Width of the sheet. Default `min(352px, 100vw - 48px)`. */
  width?: string;
  children?: ReactNode;
}

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
export type DrawerSide = 'start' | 'end';

// From beyond the inline end (start) of the screen: the sign is -1 in right-to-left text.
const slideFromEnd = keyframes`
  from { transform: translateX(calc(100% * var(${INLINE_SIGN}))); }
  to { transform: none; }
`;
const slideFromStart = keyframes`
  from { transform: translateX(calc(-100% * var(${INLINE_SIGN}))); }
  to { transform: none; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.overlay};
  background: ${vars.color.overlay};
  backdrop-filter: blur(2px);
  animation: ${fade} ${vars.motion.durationNormal} ${vars.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Sheet = styled.div<{ $side: DrawerSide; $width: string }>`
  ${inlineSign}
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: ${vars.zIndex.drawer};
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  width: ${({ $width }) => $width};
  max-width: 100vw;
  padding: ${vars.space['6']};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  box-shadow: ${vars.shadow.xl};
  font-family: ${vars.font.family};
  animation: ${({ $side }) => ($side === 'start' ? slideFromStart : slideFromEnd)} ${vars.motion.durationSlow}
    ${vars.motion.easingOut};
  outline: none;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space['4']};
`;

const Title = styled.h2<{ $hidden: boolean }>`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Description = styled.p`
  margin: 0;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  margin-block: calc(-1 * ${vars.space['2']}) 0;
  margin-inline: auto calc(-1 * ${vars.space['2']});
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.muted};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surface};
    color: ${vars.color.foreground};
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }

  & svg {
    width: 20px;
    height: 20px;
  }
`;

/**
 * Locks page scroll while mounted; restores the previous values (nested drawers unwind). The
 * scrollbar's width is kept as padding at the inline end, where the scrollbar is (the left
 * of a right-to-left page).
 */
function useBodyScrollLock(active: boolean) {
  useIsomorphicLayoutEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingInlineEnd = previous.paddingInlineEnd;
    };
  }, [active]);
}

/** Remembers the element that had focus (the trigger) when `open` turns on; gives focus back on close. */
function useReturnFocus(open: boolean) {
  const returnFocusRef = useRef<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    returnFocusRef.current = getDeepActiveElement() as HTMLElement | null;
    return () => {
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target && target.isConnected) target.focus({ preventScroll: true });
    };
  }, [open]);
}

/**
 * Moves focus into the sheet when it shows (`initialFocusRef`, else its first focusable element),
 * and brings back focus that escapes it (e.g. a click on the page behind, or a screen reader).
 */
function useFocusInside(visible: boolean, sheetRef: RefObject<HTMLDivElement | null>, initialFocusRef: RefObject<HTMLElement | null> | undefined) {
  useEffect(() => {
    if (!visible) return;
    const sheet = sheetRef.current;
    if (!sheet) return;
    const first = initialFocusRef?.current ?? getFocusable(sheet)[0] ?? sheet;
    first.focus({ preventScroll: true });
  }, [visible, initialFocusRef, sheetRef]);

  useEffect(() => {
    if (!visible) return;
    const onFocusIn = (event: FocusEvent) => {
      const sheet = sheetRef.current;
      if (sheet && !event.composedPath().includes(sheet)) (getFocusable(sheet)[0] ?? sheet).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [visible, sheetRef]);
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
  const focusable = getFocusable(event.currentTarget);
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const active = getDeepActiveElement(event.currentTarget.getRootNode() as Document | ShadowRoot);
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Side sheet at the inline end (or start) of the screen: a modal dialog (`role="dialog"`, `aria-modal`) rendered through a portal.
 * Focus moves in and is trapped; Escape, the overlay and the close button close it;
 * focus returns to the element that had it (the trigger); page scroll is locked.
 * Renders nothing on the server and while closed.
 */
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  {
    open,
    onOpenChange,
    side: sideProp = 'end',
    title,
    hideTitle = false,
    description,
    container,
    initialFocusRef,
    closeLabel,
    width = 'min(352px, calc(100vw - 48px))',
    children,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const mounted = useMounted();
  const { t } = useWidgetLanguage();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  const sheetRef = useRef<HTMLDivElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const side: DrawerSide = sideProp === 'start' || sideProp === 'left' ? 'start' : 'end';
  const visible = mounted && open;
  useBodyScrollLock(visible);

  useReturnFocus(open);
  useFocusInside(visible, sheetRef, initialFocusRef);

  if (!visible) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChangeRef.current(false);
      return;
    }
    if (event.key === 'Tab') keepTabInside(event);
  };

  const target = container ?? document.body;
  return createPortal(
    <>
      <Overlay data-drawer-overlay="" aria-hidden="true" onClick={() => onOpenChangeRef.current(false)} />
      <Sheet
        ref={mergeRefs(ref, sheetRef)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $side={side}
        $width={width}
        data-side={side}
        data-state="open"
        onKeyDown={handleKeyDown}
        {...rest}
      >
        <Header>
          <Title id={titleId} $hidden={hideTitle}>
            {title}
          </Title>
          <CloseButton type="button" aria-label={closeLabel ?? t('ui.drawer.close')} onClick={() => onOpenChangeRef.current(false)}>
            <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </Header>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
      </Sheet>
    </>,
    target,
  );
});
Drawer.displayName = 'Drawer';
