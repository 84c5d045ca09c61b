/**
 * The JobPosting JSON-LD of what a widget shows, for `usePageJsonLd` (page-json-ld.ts), which
 * loads this module only when the element writes JSON-LD and jobs have arrived: the
 * `<joognoo-job-board>` embed chunk does not carry it.
 */
import { BRAND, type Job } from '@joognoo/schemas';
import { jobPostingJsonLd, serializeJsonLd } from './json-ld';

export { serializeJsonLd };

/** The hiring organisation and site of the postings: Joognoo on `apiBase` (else the page's origin). */
function postingOptions(apiBase: string | undefined) {
  const siteUrl = (apiBase || window.location.origin).replace(/\/+$/, '');
  return { siteUrl, hiringOrganization: { name: BRAND.name, sameAs: `${siteUrl}/`, logo: `${siteUrl}/images/logo.svg` } };
}

/** `href` (maybe relative to the page) as an absolute URL without fragment. */
export function absoluteUrl(href: string): string {
  const url = new URL(href, window.location.href);
  url.hash = '';
  return url.href;
}

/**
 * The JSON-LD of what the widget shows: one JobPosting per job (each with its detail page as
 * `url`), a single posting as itself, several under `@graph`; null for none.
 */
export function postingsJsonLd(jobs: readonly Job[], urlOf: (job: Job) => string, apiBase?: string): Record<string, unknown> | null {
  const options = postingOptions(apiBase);
  const postings = jobs.map((job) => jobPostingJsonLd(job, { ...options, url: absoluteUrl(urlOf(job)) }));
  if (postings.length === 0) return null;
  if (postings.length === 1) return postings[0]!;
  return { '@context': 'https://schema.org', '@graph': postings.map(({ '@context': _context, ...posting }) => posting) };
}
