/**
 * JobPosting JSON-LD in the embedding page's `<head>`, for search engines that read the
 * rendered page: one `<script type="application/ld+json">` per widget instance, written
 * while the widget shows jobs, rewritten when they change, removed when it unmounts (the
 * element left the page). Opt-in: the `<joognoo-job-board>` element turns it on; a React
 * site renders its own (see `jobPostingJsonLd`). The builder (postings-json-ld.ts) is loaded
 * with a dynamic import the first time it is needed (enabled, jobs shown).
 */
import { useEffect, useId, useState } from 'react';

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

export type PostingsModule = typeof import('./postings-json-ld');

/** The builder module once loaded (shared by every instance of the page). */
let loaded: PostingsModule | undefined;

/**
 * Keeps this instance's script in `document.head` in step with what `build` gives (null: no
 * script; `build` itself null: nothing to show yet). `build` runs only when enabled, in a
 * browser, once the builder module is loaded.
 */
export function usePageJsonLd(
  build: ((postings: PostingsModule) => Record<string, unknown> | null) | null,
  { enabled, nonce }: Omit<PageJsonLdOptions, 'apiBase'>,
): void {
  const id = useId();
  const [postings, setPostings] = useState(loaded);
  const wanted = Boolean(enabled && build && typeof window !== 'undefined');
  useEffect(() => {
    if (!wanted || postings) return;
    let live = true;
    void import('./postings-json-ld').then((module) => {
      loaded = module;
      if (live) setPostings(module);
    });
    return () => {
      live = false;
    };
  }, [wanted, postings]);
  const data = wanted && build && postings ? build(postings) : null;
  const text = data && postings ? postings.serializeJsonLd(data) : null;
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
