import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The image library and the upload endpoint of the content editors (marketers, admins). */
export const mediaRoutes: RouteConfigEntry[] = [
  route('content/media', 'routes/media/library.tsx'),
  // A resource route (no page): the upload form's action, for the library and every editor.
  route('content/media/upload', 'routes/media/upload.ts'),
];
