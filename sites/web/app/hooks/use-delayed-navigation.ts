import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** How long a client-side navigation may wait for its data before its loading view shows. */
export const LOADING_VIEW_DELAY_MS = 300;

/**
 * The path a client-side navigation (a link, not a form) is loading, once it has waited
 * `delayMs`; null otherwise. A fast navigation shows nothing in between (no flash), a slow
 * one shows the target's loading view (root.tsx, components/layout/RouteLoading.tsx).
 */
export function useDelayedNavigation(delayMs = LOADING_VIEW_DELAY_MS): string | null {
  const navigation = useNavigation();
  const location = useLocation();
  const target =
    navigation.state === 'loading' && navigation.formMethod === undefined && navigation.location.pathname !== location.pathname
      ? navigation.location.pathname
      : null;
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    setShown(null);
    if (target === null) return;
    const timer = setTimeout(() => setShown(target), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs]);
  return shown === target ? shown : null;
}
