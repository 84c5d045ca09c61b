import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { media, vars } from './theme';
import { useMounted } from './internal/hooks';
import { INLINE_SIGN, inlineSign } from './internal/styles';
import { useWidgetLanguage } from './i18n';

/** How many toasts are visible at once: a new toast replaces the previous one. */
export const TOAST_LIMIT = 1;
/** Auto-close delay in ms (paused while the toast is hovered or focused). */
export const TOAST_DURATION = 5000;
/** A dismissed toast is hidden at once and removed from state after this many ms. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Swiping towards the inline end (right in English, left in Arabic) further than this many px dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Key that moves focus to the notifications viewport. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_VIEWPORT_LABEL = `Notifications (${TOAST_HOTKEY})`;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  /** Default `default`. `destructive` is red and announced assertively. */
  variant?: ToastVariant;
  /** An extra control (e.g. an "Undo" button) shown beside the text. */
  action?: ReactNode;
  /** Auto-close delay for this toast. Default `TOAST_DURATION` (5000 ms). */
  duration?: number;
  /** The language of its text (default: the language of the notifications region). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface ToastData extends ToastOptions {
  id: string;
  /** False once dismissed: hidden at once, removed from state after `TOAST_REMOVE_DELAY`. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

type Action =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; id: string; toast: ToastOptions }
  | { type: 'DISMISS_TOAST'; id?: string }
  | { type: 'REMOVE_TOAST'; id?: string };

/** Pure reducer of the toast list (exported for tests and custom viewports). */
export function toastReducer(state: ToastData[], action: Action): ToastData[] {
  switch (action.type) {
    case 'ADD_TOAST':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'UPDATE_TOAST':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.toast } : t));
    case 'DISMISS_TOAST':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'REMOVE_TOAST':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

interface ToastContextValue {
  toasts: ToastData[];
  toast: (options: ToastOptions) => ToastHandle;
  /** Dismiss one toast, or all without an id. */
  dismiss: (id?: string) => void;
  portalContainer: Element | DocumentFragment | null | undefined;
  duration: number;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Where the viewport is portalled. Default `document.body`; pass a shadow root for widgets. */
  portalContainer?: Element | DocumentFragment | null;
  /** Render the `Toaster` viewport automatically. Default `true`; set `false` to place `<Toaster />` yourself. */
  viewport?: boolean;
  /** Default auto-close delay. Default 5000 ms. */
  duration?: number;
}

/** Holds the toast state (one per provider, nothing global) and renders the viewport. */
export function ToastProvider({
  children,
  portalContainer,
  viewport = true,
  duration = TOAST_DURATION,
}: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const counter = useRef(0);
  const removeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const toastsRef = useRef(toasts);
  toastsRef.current = toasts;

  useEffect(() => {
    const timers = removeTimers.current;
    return () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, []);

  const scheduleRemove = useCallback((id: string) => {
    const timers = removeTimers.current;
    if (timers.has(id)) return;
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        dispatch({ type: 'REMOVE_TOAST', id });
      }, TOAST_REMOVE_DELAY),
    );
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      const ids = id === undefined ? toastsRef.current.map((t) => t.id) : [id];
      ids.forEach(scheduleRemove);
      dispatch({ type: 'DISMISS_TOAST', id });
    },
    [scheduleRemove],
  );

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      counter.current = (counter.current + 1) % Number.MAX_SAFE_INTEGER;
      const id = `toast-${counter.current}`;
      dispatch({ type: 'ADD_TOAST', toast: { variant: 'default', ...options, id, open: true } });
      return {
        id,
        dismiss: () => dismiss(id),
        update: (next: ToastOptions) => dispatch({ type: 'UPDATE_TOAST', id, toast: next }),
      };
    },
    [dismiss],
  );

  const value = useMemo(
    () => ({ toasts, toast, dismiss, portalContainer, duration }),
    [toasts, toast, dismiss, portalContainer, duration],
  );

  return (
    <ToastContext.Provider value={value}>
      {children}
      {viewport ? <Toaster /> : null}
    </ToastContext.Provider>
  );
}

/** `{ toasts, toast({ title, description, variant }), dismiss(id?) }`. Needs a `ToastProvider`. */
export function useToast(): Pick<ToastContextValue, 'toasts' | 'toast' | 'dismiss'> {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast() must be used inside <ToastProvider>.');
  return { toasts: ctx.toasts, toast: ctx.toast, dismiss: ctx.dismiss };
}

const Region = styled.div`
  font-family: ${vars.font.family};
`;

const Viewport = styled.ol`
  position: fixed;
  top: 0;
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space['2']};
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: ${vars.space['4']};
  list-style: none;
  pointer-events: none;
  outline: none;

  ${media.sm} {
    top: auto;
    inset-inline-end: 0;
    bottom: 0;
    flex-direction: column;
  }

  ${media.md} {
    max-width: 420px;
  }
`;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Item = styled.li<{ $variant: ToastVariant }>`
  ${inlineSign}
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['4']};
  width: 100%;
  padding-block: ${vars.space['4']};
  padding-inline: ${vars.space['5']} ${vars.space['10']};
  border: 1px solid ${({ $variant }) => ($variant === 'destructive' ? vars.color.destructive : vars.color.border)};
  border-radius: ${vars.radius.lg};
  background: ${({ $variant }) => ($variant === 'destructive' ? vars.color.destructive : vars.color.background)};
  color: ${({ $variant }) => ($variant === 'destructive' ? vars.color.destructiveForeground : vars.color.foreground)};
  box-shadow: ${vars.shadow.lg};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  animation: ${slideIn} ${vars.motion.durationNormal} ${vars.motion.easingOut};
  transition: transform ${vars.motion.durationNormal} ${vars.motion.easing};

  &[data-swipe='move'] {
    transition: none;
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${vars.space['1']};
  min-width: 0;
`;

const Title = styled.div`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
`;

const Description = styled.div`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  opacity: 0.9;
`;

const Close = styled.button`
  position: absolute;
  top: ${vars.space['2']};
  inset-inline-end: ${vars.space['2']};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: inherit;
  opacity: 0.6;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    opacity: 1;
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid currentColor;
    outline-offset: 1px;
  }

  & svg {
    width: 16px;
    height: 16px;
  }
`;

interface ToastItemProps {
  toast: ToastData;
  defaultDuration: number;
  onDismiss: (id: string) => void;
}

function ToastItem({ toast, defaultDuration, onDismiss }: ToastItemProps) {
  const { id, title, description, action, variant = 'default', lang, dir } = toast;
  const duration = toast.duration ?? defaultDuration;
  const { t } = useWidgetLanguage();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [swipeX, setSwipeX] = useState<number | null>(null);
  // `sign`: 1 where the text runs left to right, -1 where it runs right to left, so a swipe
  // towards the inline end dismisses (the viewport sits at that edge).
  const swipeStart = useRef<{ x: number; y: number; pointerId: number; sign: 1 | -1 } | null>(null);
  const remaining = useRef(duration);
  const paused = hovered || focused || swipeX !== null;

  // Auto-close; pausing keeps the time left, resuming continues from it.
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration, id, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a, input, textarea, select')) return;
    const sign = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId, sign };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    const start = swipeStart.current;
    if (!start) return;
    const dx = (event.clientX - start.x) * start.sign;
    if (swipeX === null && Math.abs(event.clientY - start.y) > Math.abs(dx)) return;
    setSwipeX(Math.max(0, dx));
  };
  const endSwipe = (event: PointerEvent<HTMLLIElement>, cancelled: boolean) => {
    const start = swipeStart.current;
    if (!start) return;
    swipeStart.current = null;
    if (event.currentTarget.hasPointerCapture?.(start.pointerId)) {
      event.currentTarget.releasePointerCapture(start.pointerId);
    }
    const dx = (event.clientX - start.x) * start.sign;
    setSwipeX(null);
    if (!cancelled && dx > TOAST_SWIPE_THRESHOLD) onDismiss(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss(id);
    }
  };

  return (
    <Item
      lang={lang}
      dir={dir}
      role="status"
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      $variant={variant}
      data-variant={variant}
      data-state="open"
      data-swipe={swipeX !== null ? 'move' : undefined}
      style={swipeX !== null ? { transform: `translateX(calc(${swipeX}px * var(${INLINE_SIGN})))` } : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
      onKeyDown={onKeyDown}
    >
      <Text>
        {/* Isolated: a message in another language than the page's keeps its punctuation. */}
        {title ? (
          <Title>
            <bdi>{title}</bdi>
          </Title>
        ) : null}
        {description ? (
          <Description>
            <bdi>{description}</bdi>
          </Description>
        ) : null}
      </Text>
      {action}
      <Close type="button" aria-label={t('ui.toast.close')} onClick={() => onDismiss(id)}>
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
        </svg>
      </Close>
    </Item>
  );
}

export interface ToasterProps {
  /** Portal target; defaults to the provider's `portalContainer`, then `document.body`. */
  container?: Element | DocumentFragment | null;
}

/**
 * The notifications viewport: a labelled region ("Notifications (F8)") holding an `<ol>`
 * that F8 focuses. Renders nothing on the server; shows only open (not dismissed) toasts.
 */
export function Toaster({ container }: ToasterProps) {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('<Toaster> must be used inside <ToastProvider>.');
  const mounted = useMounted();
  const viewportRef = useRef<HTMLOListElement>(null);
  const language = useWidgetLanguage();
  const regionLabel = language.t('ui.toast.region', { hotkey: TOAST_HOTKEY });

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!mounted) return null;
  const target = container ?? ctx.portalContainer ?? document.body;
  return createPortal(
    <Region role="region" aria-label={regionLabel} lang={language.locale} dir={language.dir}>
      <Viewport ref={viewportRef} tabIndex={-1} aria-label={regionLabel} data-toast-viewport="">
        {ctx.toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem key={t.id} toast={t} defaultDuration={ctx.duration} onDismiss={ctx.dismiss} />
          ))}
      </Viewport>
    </Region>,
    target,
  );
}
