import { loadConfig } from '@joognoo/api';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from './site-config.ts';

/** The site's settings for `env`, as main.ts reads them (the API's config first). */
const siteConfig = (env: Record<string, string>) => loadSiteConfig(env, loadConfig(env));

describe('loadSiteConfig', () => {
  it("takes SITE_URL from the API's config: without it, http://localhost:<PORT>", () => {
    expect(siteConfig({ PORT: '3100' })).toEqual({ siteUrl: 'http://localhost:3100', gaMeasurementId: null });
    expect(siteConfig({})).toEqual({ siteUrl: 'http://localhost:3000', gaMeasurementId: null });
    expect(siteConfig({ PORT: '3100', SITE_URL: 'https://www.joognoo.example/', GA_MEASUREMENT_ID: 'G-ABC1234' })).toEqual({
      siteUrl: 'https://www.joognoo.example',
      gaMeasurementId: 'G-ABC1234',
    });
  });

  it('stops a production start without SITE_URL, and a bad GA id, with a message naming the variable', () => {
    expect(() => siteConfig({ NODE_ENV: 'production', PORT: '3100', INTEGRATION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}` })).toThrow(
      /^Invalid configuration: SITE_URL is required in production/,
    );
    expect(() => siteConfig({ GA_MEASUREMENT_ID: 'UA-1' })).toThrow('Invalid configuration: GA_MEASUREMENT_ID must look like G-XXXXXXXXXX');
  });
});
