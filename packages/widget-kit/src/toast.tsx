import type { ReactNode } from 'react';
import { ToastProvider, useToast } from '@joognoo/ui';

/** True when a `ToastProvider` is above (the host's, or the widget element's). */
function useHasToastProvider(): boolean {
  try {
    useToast();
    return true;
  } catch {
    return false;
  }
}

/** Renders children inside the nearest `ToastProvider`, or its own when there is none. */
export function EnsureToasts({ children }: { children: ReactNode }) {
  return useHasToastProvider() ? <>{children}</> : <ToastProvider>{children}</ToastProvider>;
}
