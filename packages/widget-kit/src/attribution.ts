import { pageAttribution, type LeadAttributionInput } from '@joognoo/schemas';

/**
 * Where a lead comes from, read from the embedding page when it is sent: its URL (no
 * fragment), its referrer and its `utm_*` parameters (`pageAttribution` of @joognoo/schemas).
 * A widget calls it at submit time, so a single-page app's current URL counts. Undefined on
 * the server.
 */
export function captureAttribution(): LeadAttributionInput | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return pageAttribution(window.location, document.referrer);
}
