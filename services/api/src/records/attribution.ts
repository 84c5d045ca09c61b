import { UTM_PARAMETERS, type LeadAttribution } from '@joognoo/schemas';

/**
 * Where a lead, a sign-up or an application came from: the partner (an existing partners.id,
 * or null) and the attribution of @joognoo/schemas (page URL without fragment, referrer, the
 * five utm_*).
 */
export interface LeadSource extends LeadAttribution {
  partnerId: string | null;
}

/** The attribution columns of contact_requests, newsletter_subscriptions and job_applications. */
export function attributionColumns(source: LeadSource): Record<string, string | null> {
  return {
    partner_id: source.partnerId,
    page_url: source.pageUrl,
    referrer: source.referrer,
    ...Object.fromEntries(UTM_PARAMETERS.map((name) => [name, source[name]])),
  };
}
