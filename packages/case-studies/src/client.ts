import { useMemo } from 'react';
import { createApiClient } from '@joognoo/api-client';
import type { CaseStudy } from '@joognoo/schemas';

/** The calls the case-study widgets make (a subset of `@joognoo/api-client`'s client). */
export interface CaseStudiesClient {
  getCaseStudies(): Promise<CaseStudy[]>;
  getFeaturedCaseStudies(): Promise<CaseStudy[]>;
  getCaseStudy(slug: string): Promise<CaseStudy>;
}

/** The given client, else one for `apiBase` (same origin when empty), created on first use. */
export function useCaseStudiesClient(
  client: CaseStudiesClient | undefined,
  apiBase: string | undefined,
): () => CaseStudiesClient {
  return useMemo(() => {
    let made: CaseStudiesClient | undefined = client;
    return () => (made ??= createApiClient({ baseUrl: apiBase ?? '' }) as CaseStudiesClient);
  }, [client, apiBase]);
}
