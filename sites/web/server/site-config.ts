/** The site's own settings, parsed once at start; a bad value stops the start and names the variable. */
export interface SiteConfig {
  /** Public origin for canonical and Open Graph URLs, without a trailing slash. */
  siteUrl: string;
  /** GA4 measurement id, or null: then GA is never loaded and no consent banner shows. */
  gaMeasurementId: string | null;
}

export function loadSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const rawUrl = env.SITE_URL?.trim() || 'http://localhost:3000';
  let siteUrl: URL;
  try {
    siteUrl = new URL(rawUrl);
  } catch {
    throw new Error(`Invalid configuration: SITE_URL must be an absolute http(s) URL (got "${rawUrl}")`);
  }
  if (siteUrl.protocol !== 'http:' && siteUrl.protocol !== 'https:') {
    throw new Error(`Invalid configuration: SITE_URL must be an absolute http(s) URL (got "${rawUrl}")`);
  }
  const ga = env.GA_MEASUREMENT_ID?.trim() || null;
  if (ga !== null && !/^G-[A-Z0-9]{4,20}$/.test(ga)) {
    throw new Error('Invalid configuration: GA_MEASUREMENT_ID must look like G-XXXXXXXXXX');
  }
  return { siteUrl: siteUrl.toString().replace(/\/+$/, ''), gaMeasurementId: ga };
}
