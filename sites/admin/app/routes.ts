import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { applicationsRoutes } from './routes/applications/routes';
import { contentRoutes } from './routes/content/routes';
import { leadsRoutes } from './routes/leads/routes';
import { mediaRoutes } from './routes/media/routes';
import { peopleRoutes, signedOutAccountRoutes } from './routes/people/routes';

/**
 * The back office: every page below the app's basename, /admin, inside its frame
 * (layout.tsx). Each area keeps its own routes in its folder's routes.ts.
 */
export default [
  layout('routes/layout.tsx', [
    layout('routes/pages.tsx', [index('routes/overview.tsx'), ...leadsRoutes, ...applicationsRoutes, ...contentRoutes, ...mediaRoutes, ...peopleRoutes]),
  ]),
  route('sign-out', 'routes/sign-out.ts'),
  // Pages for a visitor who is not signed in (yet): signing in, accepting an invitation, resetting a password.
  layout('routes/signed-out.tsx', [route('sign-in', 'routes/sign-in.tsx'), ...signedOutAccountRoutes]),
] satisfies RouteConfig;
