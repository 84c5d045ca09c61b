import { LIMITS } from '@joognoo/schemas';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the element with `id`, leaving `LIMITS.anchorScrollOffsetPx` (80 px) for the
 * sticky header. Smooth, or instant under prefers-reduced-motion. Returns false when no
 * such element exists.
 */
export function scrollToAnchor(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - LIMITS.anchorScrollOffsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  return true;
}

/**
 * The scroll action of every route change: a location with a hash scrolls to
 * that element with the 80 px offset, also on arrival from another route and on first
 * load; any other new page scrolls to the top. A change of the query alone (a filter on
 * /blog or /case-studies) keeps the position, and back/forward keep the browser's own
 * scroll restoration.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const previous = useRef({ pathname: location.pathname, search: location.search });

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const queryOnly =
      previous.current.pathname === location.pathname && previous.current.search !== location.search;
    previous.current = { pathname: location.pathname, search: location.search };
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      // Wait a frame so the new route's content is laid out.
      const frame = requestAnimationFrame(() => scrollToAnchor(id));
      return () => cancelAnimationFrame(frame);
    }
    if (isFirst || queryOnly || navigationType === 'POP') return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
