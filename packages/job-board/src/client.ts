import { useMemo } from 'react';
import { createApiClient, type JobFilters } from '@joognoo/api-client';
import type { Job } from '@joognoo/schemas';

/** The calls the job board makes (a subset of `@joognoo/api-client`'s client). */
export interface JobBoardClient {
  /** The open jobs; `filters` (when given) narrow them on the API. */
  getJobs(filters?: JobFilters): Promise<Job[]>;
  getJobBySlug(slug: string): Promise<Job>;
}

/** The given client, else one for `apiBase` (same origin when empty), created on first use. */
export function useJobBoardClient(client: JobBoardClient | undefined, apiBase: string | undefined): () => JobBoardClient {
  return useMemo(() => {
    let made: JobBoardClient | undefined = client;
    return () => (made ??= createApiClient({ baseUrl: apiBase ?? '' }) as JobBoardClient);
  }, [client, apiBase]);
}
