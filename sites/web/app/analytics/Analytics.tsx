import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadGoogleAnalytics, trackPageView } from './analytics';
import { readConsent, storeConsent, type ConsentChoice } from './consent';

// The banner's code is fetched only when a banner shows (a configured GA id and no stored
// choice yet): most page loads never need it.
const ConsentBanner = lazy(() => import('./ConsentBanner').then((module) => ({ default: module.ConsentBanner })));

export interface AnalyticsProps {
  /** GA4 measurement id from config, or null: then GA is never loaded and no banner shows. */
  measurementId: string | null;
}

/**
 * Sends a page view on every location change, asks for consent, and loads GA only with
 * an id and the visitor's consent. Rendered once, in the root layout.
 *
 * The stored choice is read in the browser, after hydration: the server renders no banner,
 * so a page's HTML is the same for every visitor and can be cached (server/page-cache.ts).
 * The banner is fixed at the bottom of the screen, so showing it later moves nothing.
 */
export function Analytics({ measurementId }: AnalyticsProps) {
  const location = useLocation();
  const path = location.pathname + location.search;
  /** undefined until the cookie is read (the server render and hydration). */
  const [consent, setConsent] = useState<ConsentChoice | null | undefined>(undefined);

  // Consent stored on an earlier visit: start GA before the first page view below.
  useEffect(() => {
    const stored = readConsent(document.cookie);
    setConsent(stored);
    if (measurementId && stored === 'granted') loadGoogleAnalytics(measurementId);
  }, [measurementId]);

  useEffect(() => {
    trackPageView(path);
  }, [path]);

  if (!measurementId || consent !== null) return null; // also while undefined (not read yet)

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setConsent(choice);
    if (choice === 'granted') loadGoogleAnalytics(measurementId, path);
  };
  return (
    <Suspense fallback={null}>
      <ConsentBanner onAccept={() => choose('granted')} onDecline={() => choose('denied')} />
    </Suspense>
  );
}
