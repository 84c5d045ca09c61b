import { describe, expect, it } from 'vitest';
import routeConfigSource from '../../routes.ts?raw';
import { robotsTxt, sitemapXml, staticPathsFromRouteConfig } from './sitemap';
import { ogImageFor } from './og-image';

describe('staticPathsFromRouteConfig', () => {
  it('takes the index and every route without a parameter, splat or file extension', () => {
    const source = `[
      index('routes/home.tsx'),
      route('products/:slug', 'routes/product.tsx'),
      route('blog', 'routes/blog.tsx'),
      route("services/governance", "routes/services.governance.tsx"),
      route('sitemap.xml', 'routes/sitemap-xml.ts'),
      route('*', 'routes/not-found.tsx'),
    ]`;
    expect(staticPathsFromRouteConfig(source)).toEqual(['/', '/blog', '/services/governance']);
  });

  it('reads the real route config: the fixed pages', () => {
    const paths = staticPathsFromRouteConfig(routeConfigSource);
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/careers', '/case-studies', '/contact', '/use-cases/hire']));
    expect(paths.some((p) => p.includes(':') || p.includes('*') || p.endsWith('.xml') || p.endsWith('.txt'))).toBe(false);
  });

  it('leaves out the noindex pages (sign-in, integrations, form confirmations)', () => {
    const source = `[route('sign-in', 'a.tsx'), route('integrations', 'b.tsx'), route('contact/submit', 'c.tsx'), route('about', 'd.tsx')]`;
    expect(staticPathsFromRouteConfig(source)).toEqual(['/about']);
  });

  it('leaves out resource routes: the redirects of pages that moved to the back office', () => {
    const source = `[route('forgot-password', 'routes/account-moved.ts', { id: 'moved-forgot-password' }), route('about', 'routes/about.tsx')]`;
    expect(staticPathsFromRouteConfig(source)).toEqual(['/about']);
    expect(staticPathsFromRouteConfig(routeConfigSource)).not.toContain('/forgot-password');
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped URLs once each, with a W3C lastmod when known', () => {
    const xml = sitemapXml('https://www.joognoo.com', [
      { path: '/' },
      { path: '/blog/a&b', lastmod: '2025-01-05T10:00:00.000Z' },
      { path: '/blog/a&b', lastmod: '2024-01-01T00:00:00.000Z' },
      { path: '/careers/x', lastmod: 'not a date' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://www.joognoo.com/</loc>');
    expect(xml).toContain('<loc>https://www.joognoo.com/blog/a&amp;b</loc>\n    <lastmod>2025-01-05</lastmod>');
    expect(xml.match(/a&amp;b/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://www.joognoo.com/careers/x</loc>\n  </url>');
  });
});

describe('robotsTxt', () => {
  it('allows all but the API and names the sitemap', () => {
    expect(robotsTxt('https://www.joognoo.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://www.joognoo.com/sitemap.xml\n',
    );
  });
});

describe('ogImageFor', () => {
  it('keeps a raster cover and replaces an SVG or missing cover with the default share image', () => {
    expect(ogImageFor('/images/blog/cover.png')).toBe('/images/blog/cover.png');
    expect(ogImageFor('https://cdn.example/c.JPG?w=1200')).toBe('https://cdn.example/c.JPG?w=1200');
    expect(ogImageFor('/images/blog/cover.svg')).toBe('/og-image.png');
    expect(ogImageFor(null)).toBe('/og-image.png');
  });
});
