import type { Config } from '@joognoo/api';

/** The site's own settings, parsed once at start; a bad value stops the start and names the variable. */
export interface SiteConfig {
  /** Public origin for canonical and Open Graph URLs, without a trailing slash. */
  siteUrl: string;
  /** GA4 measurement id, or null: then GA is never loaded and no consent banner shows. */
  gaMeasurementId: string | null;
}

/**
 * `siteUrl` is the API's (`loadConfig`: SITE_URL, else `http://localhost:<PORT>` outside
 * production, required in production), so the site and the API follow one rule.
 */
export function loadSiteConfig(env: Record<string, string | undefined>, { siteUrl }: Pick<Config, 'siteUrl'>): SiteConfig {
  const ga = env.GA_MEASUREMENT_ID?.trim() || null;
  if (ga !== null && !/^G-[A-Z0-9]{4,20}$/.test(ga)) {
    throw new Error('Invalid configuration: GA_MEASUREMENT_ID must look like G-XXXXXXXXXX');
  }
  return { siteUrl, gaMeasurementId: ga };
}
