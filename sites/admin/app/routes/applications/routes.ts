import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Job applications (recruiters, admins): the list, one application, and its CV download. */
export const applicationsRoutes: RouteConfigEntry[] = [
  route('applications', 'routes/applications/applications.tsx'),
  route('applications/:id', 'routes/applications/application.tsx'),
  // A resource route (no page): the CV streamed from the API to a signed-in recruiter or admin.
  route('applications/:id/cv', 'routes/applications/cv.ts'),
];
