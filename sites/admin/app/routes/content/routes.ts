import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Blog posts, jobs and case studies (marketers, admins). */
export const contentRoutes: RouteConfigEntry[] = [
  route('content/posts', 'routes/content/posts.tsx'),
  route('content/jobs', 'routes/content/jobs.tsx'),
  route('content/case-studies', 'routes/content/case-studies.tsx'),
  // :id is a number, or `new` for a new item.
  route('content/:kind/:id', 'routes/content/edit.tsx'),
  route('content/:kind/:id/preview', 'routes/content/preview.tsx'),
];
