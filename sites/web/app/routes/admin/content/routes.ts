import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Blog posts, jobs and case studies (marketers, admins). */
export const contentRoutes: RouteConfigEntry[] = [
  route('content/posts', 'routes/admin/content/posts.tsx'),
  route('content/jobs', 'routes/admin/content/jobs.tsx'),
  route('content/case-studies', 'routes/admin/content/case-studies.tsx'),
  // :id is a number, or `new` for a new item.
  route('content/:kind/:id', 'routes/admin/content/edit.tsx'),
  route('content/:kind/:id/preview', 'routes/admin/content/preview.tsx'),
];
