/**
 * JobPosting JSON-LD in the embedding page's `<head>`, for search engines that read the
 * rendered page: one `<script type="application/ld+json">` per widget instance, written
 * while the widget shows jobs, rewritten when they change, removed when it unmounts (the
 * element left the page). Opt-in: the `<joognoo-job-board>` element turns it on; a React
 * site renders its own (see `jobPostingJsonLd`).
 */
import { useEffect, useId } from 'react';
import { BRAND, type Job } from '@joognoo/schemas';
import { jobPostingJsonLd, serializeJsonLd } from './json-ld';

/** The attribute that marks (and names) the script of one widget instance. */
export const JSON_LD_ATTRIBUTE = 'data-joognoo-job-board';

export interface PageJsonLdOptions {
  /** Off by default. */
  enabled: boolean | undefined;
  /** The page's CSP nonce, set on the script. */
  nonce?: string | undefined;
  /** Our site (the API origin); default the page's origin. */
  apiBase?: string | undefined;
}

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

/**
 * Keeps this instance's script in `document.head` in step with what `build` gives (null: no
 * script). `build` runs only when enabled, in a browser.
 */
export function usePageJsonLd(build: () => Record<string, unknown> | null, { enabled, nonce }: Omit<PageJsonLdOptions, 'apiBase'>): void {
  const id = useId();
  const data = enabled && typeof window !== 'undefined' ? build() : null;
  const text = data ? serializeJsonLd(data) : null;
  useEffect(() => {
    if (text === null) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, id);
    if (nonce) script.setAttribute('nonce', nonce);
    script.textContent = text;
    document.head.append(script);
    return () => script.remove();
  }, [text, nonce, id]);
}
