import { useMemo } from 'react';
import { createApiClient } from '@joognoo/api-client';
import type { BlogCategory, BlogPost } from '@joognoo/schemas';

/** The calls the blog widgets make (a subset of `@joognoo/api-client`'s client). */
export interface BlogClient {
  getBlogCategories(): Promise<BlogCategory[]>;
  getFeaturedPosts(): Promise<BlogPost[]>;
  getRecentPosts(limit?: number): Promise<BlogPost[]>;
  getCategoryPosts(id: number, limit?: number): Promise<BlogPost[]>;
  getPost(slug: string): Promise<BlogPost>;
}

/** The given client, else one for `apiBase` (same origin when empty). Created lazily, never during SSR without a call. */
export function useBlogClient(client: BlogClient | undefined, apiBase: string | undefined): () => BlogClient {
  return useMemo(() => {
    let made: BlogClient | undefined = client;
    return () => (made ??= createApiClient({ baseUrl: apiBase ?? '' }) as BlogClient);
  }, [client, apiBase]);
}
