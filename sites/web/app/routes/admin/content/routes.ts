import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Blog posts, jobs and case studies (marketers, admins). */
export const contentRoutes: RouteConfigEntry[] = [
  route('content/posts', 'routes/admin/content/posts.tsx'),
  route('content/jobs', 'routes/admin/content/jobs.tsx'),
  route('content/case-studies', 'routes/admin/content/case-studies.tsx'),
];
