/**
 * Page views and custom events.
 *
 * Every event is pushed to `window.dataLayer` as a plain object, always: that is what
 * tests and a tag manager observe, and nothing leaves the page because of it.
 * Google Analytics 4 (gtag.js) is loaded only by `loadGoogleAnalytics()`, which the site
 * calls when a measurement id is configured AND the visitor accepted analytics cookies;
 * from then on events are also sent to GA.
 */

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

export type DataLayerEntry = Record<string, unknown>;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Where GA4 sends hits and pixels once loaded (Google's documented CSP for GA4): what the
 * page policy adds to `img-src` and `connect-src` when a measurement id is configured.
 * gtag.js itself needs no script source: the policy's 'strict-dynamic' trusts a script
 * that our own (nonce-trusted) code inserts.
 */
export const GOOGLE_ANALYTICS_SOURCES = {
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

let gaMeasurementId: string | null = null;

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

function gtag(...args: unknown[]): void {
  if (gaMeasurementId && typeof window.gtag === 'function') window.gtag(...args);
}

/** Records a page view of `path` (pathname plus search). */
export function trackPageView(path: string): void {
  if (typeof window === 'undefined') return;
  dataLayer().push({ event: 'page_view', page_path: path } satisfies DataLayerEntry);
  gtag('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** Records a custom event: category, action, optional label and numeric value. */
export function trackEvent({ category, action, label, value }: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const entry: DataLayerEntry = { event: action, event_category: category };
  if (label !== undefined) entry.event_label = label;
  if (value !== undefined) entry.value = value;
  dataLayer().push(entry);
  const params: Record<string, unknown> = { event_category: category };
  if (label !== undefined) params.event_label = label;
  if (value !== undefined) params.value = value;
  gtag('event', action, params);
}

/** True once GA has been started in this page. */
export function isGoogleAnalyticsLoaded(): boolean {
  return gaMeasurementId !== null;
}

/**
 * Starts GA4: defines `gtag`, configures the property (page views are sent by
 * `trackPageView`, not automatically) and adds the gtag.js script. Idempotent.
 * Call only with the visitor's consent. With `currentPath` (consent given on this page),
 * the current page view is sent to GA too (it is already in the data layer).
 */
export function loadGoogleAnalytics(measurementId: string, currentPath?: string): void {
  if (typeof window === 'undefined' || gaMeasurementId !== null) return;
  if (!/^G-[A-Z0-9]+$/i.test(measurementId)) return;
  gaMeasurementId = measurementId;
  const layer = dataLayer();
  window.gtag = function gtagShim() {
    // gtag.js reads `arguments` objects from the data layer, as in Google's snippet.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  if (currentPath !== undefined) {
    gtag('event', 'page_view', {
      page_path: currentPath,
      page_location: window.location.href,
      page_title: document.title,
    });
  }
}

/** Test helper: forget that GA was loaded. */
export function resetAnalyticsForTests(): void {
  gaMeasurementId = null;
}
