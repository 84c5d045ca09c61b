import { BRAND } from '@joognoo/schemas';
import type { MetaDescriptor } from 'react-router';

/** Open Graph image: an own asset (public/og-image.png, 1200x630). */
export const DEFAULT_OG_IMAGE = '/og-image.png';
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export interface SeoInput {
  /** Page title; ` | Joognoo` is appended unless `brandSuffix` is false or it already names the brand. */
  title: string;
  description: string;
  brandSuffix?: boolean;
  /** og:type, default `website` (`article` for posts). */
  type?: 'website' | 'article';
  /** Path or absolute URL of the share image. */
  image?: string;
  /** Ask crawlers not to index the page (the 404 page). */
  noIndex?: boolean;
}

/** What `seo()` needs from React Router's `meta` arguments. */
export interface SeoArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/** The site origin (config `SITE_URL`) that the root loader exposes to every route. */
export function siteUrlFrom(matches: SeoArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === 'string' ? root.siteUrl : DEFAULT_SITE_URL;
}

export function pageTitle(title: string, brandSuffix = true): string {
  if (!brandSuffix || title.includes(BRAND.name)) return title;
  return `${title} | ${BRAND.name}`;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/**
 * Head tags of a page for a route's `meta` export: title, description, canonical link,
 * Open Graph and Twitter card.
 *
 *   export const meta: Route.MetaFunction = (args) => seo(args, pages.about);
 */
export function seo(args: SeoArgs, input: SeoInput): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(args.matches);
  const title = pageTitle(input.title, input.brandSuffix);
  const url = absoluteUrl(siteUrl, args.location.pathname);
  const image = absoluteUrl(siteUrl, input.image ?? DEFAULT_OG_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ];
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
