import { LIMITS, type BlogPost } from '@joognoo/schemas';

/** The posts of the 'Featured Articles' section: the first 2 of the featured list. */
export function selectFeatured(featured: readonly BlogPost[]): BlogPost[] {
  return featured.slice(0, LIMITS.blogFeaturedShown);
}

/** The posts of the 'Recent Articles' section: the recent list, at most 15. */
export function selectRecent(recent: readonly BlogPost[]): BlogPost[] {
  return recent.slice(0, LIMITS.blogRecentDefault);
}

/**
 * Related Articles: posts of the current post's category, the current post excluded
 * (by id and slug), in the given order, at most 3. A post without a category has none.
 */
export function selectRelated(posts: readonly BlogPost[], current: BlogPost): BlogPost[] {
  if (current.categoryId == null) return [];
  return posts
    .filter((p) => p.id !== current.id && p.slug !== current.slug)
    .filter((p) => p.categoryId === current.categoryId)
    .slice(0, LIMITS.blogRelatedShown);
}

/** Cuts text longer than `max` characters to its first `max` characters plus '...'. */
export function truncateExcerpt(text: string, max: number = LIMITS.blogRelatedExcerptChars): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Content with a `<p` or `<div` tag is HTML; anything else is plain text. */
export function isHtmlContent(content: string): boolean {
  return /<(p|div)[\s>/]/i.test(content);
}

/** Plain-text content split on blank lines into trimmed, non-empty paragraphs. */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * Header images that legacy posts reference by a built-in path are served from our own
 * bundled assets. Keys are lower-case file names; the path's directory does not matter.
 */
export const HEADER_IMAGE_MAP: Readonly<Record<string, string>> = {
  'ai-governance-header.png': '/images/blog/building-an-ai-model-inventory.svg',
  'ai-roi-header.png': '/images/blog/measuring-ai-roi-across-the-portfolio.svg',
  'esg-header.png': '/images/blog/climate-disclosure-readiness-2025.svg',
  'sustainability-header.png': '/images/blog/scope-3-emissions-data-playbook.svg',
  'green-code-header.png': '/images/blog/your-code-has-a-carbon-footprint.svg',
  'recruitment-header.png': '/images/blog/skills-based-hiring-beyond-the-cv.svg',
  'ai-bias-header.png': '/images/blog/reducing-bias-in-ai-recruitment.svg',
  'code-generation-header.png': '/images/blog/ai-code-generation-guardrails.svg',
  'testing-header.png': '/images/blog/ai-generated-test-cases-in-ci-cd.svg',
  'company-news-header.png': '/images/blog/expanding-across-the-middle-east.svg',
};

/**
 * A cover image path that names a known built-in header image (for example
 * `/attached_assets/esg-header.png`) becomes the bundled asset path; any other value is
 * returned unchanged.
 */
export function mapHeaderImage(coverImage: string | null | undefined): string | null {
  if (!coverImage) return null;
  const withoutQuery = coverImage.split(/[?#]/)[0] ?? coverImage;
  const name = withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1).toLowerCase();
  return HEADER_IMAGE_MAP[name] ?? coverImage;
}

/**
 * Resolves a root-relative asset path (`/images/...`) against the API origin of an embed,
 * so a partner page loads our images from our host. Absolute URLs, data URLs and paths
 * without a base are returned unchanged.
 */
export function resolveAssetUrl(path: string, base?: string | null): string {
  if (!base || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
}

/** Share page addresses for the article at `url`. */
export function shareLinks(url: string, title?: string) {
  const u = encodeURIComponent(url);
  const text = title ? `&text=${encodeURIComponent(title)}` : '';
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}
