export { trackEvent, trackPageView, loadGoogleAnalytics, type AnalyticsEvent } from './analytics';
export { Analytics, type AnalyticsProps } from './Analytics';
export { readConsent, CONSENT_COOKIE, type ConsentChoice } from './consent';
