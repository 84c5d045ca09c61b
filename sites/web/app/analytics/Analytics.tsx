import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadGoogleAnalytics, trackPageView } from './analytics';
import { storeConsent, type ConsentChoice } from './consent';

// The banner's code is fetched only when a banner shows (a configured GA id and no stored
// choice yet): most page loads never need it (issue 9: JavaScript on /).
const ConsentBanner = lazy(() => import('./ConsentBanner').then((module) => ({ default: module.ConsentBanner })));

export interface AnalyticsProps {
  /** GA4 measurement id from config, or null: then GA is never loaded and no banner shows. */
  measurementId: string | null;
  /** The stored choice, read from the cookie by the root loader. */
  initialConsent: ConsentChoice | null;
}

/**
 * Sends a page view on every location change, asks for consent, and loads GA only with
 * an id and the visitor's consent. Rendered once, in the root layout.
 */
export function Analytics({ measurementId, initialConsent }: AnalyticsProps) {
  const location = useLocation();
  const path = location.pathname + location.search;
  const [consent, setConsent] = useState<ConsentChoice | null>(initialConsent);

  // Consent stored on an earlier visit: start GA before the first page view below.
  useEffect(() => {
    if (measurementId && initialConsent === 'granted') loadGoogleAnalytics(measurementId);
  }, [measurementId, initialConsent]);

  useEffect(() => {
    trackPageView(path);
  }, [path]);

  if (!measurementId || consent !== null) return null;

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
