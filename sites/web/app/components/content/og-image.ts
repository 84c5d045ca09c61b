import { DEFAULT_OG_IMAGE } from '@joognoo/site-kit';

/** Formats crawlers accept for og:image (most reject SVG). */
const RASTER = /\.(?:png|jpe?g|webp|gif)$/i;

/**
 * The Open Graph image of a post or case study: its cover when it is a raster image, else
 * (an SVG cover, or none) the site's default share image.
 */
export function ogImageFor(cover: string | null | undefined): string {
  if (!cover) return DEFAULT_OG_IMAGE;
  const path = cover.split(/[?#]/)[0] ?? cover;
  return RASTER.test(path) ? cover : DEFAULT_OG_IMAGE;
}
