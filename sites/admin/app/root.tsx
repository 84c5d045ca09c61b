// The back office's document: no marketing header, footer or analytics; each page sits in
// the frame of routes/layout.tsx or, signed out, on its own (sign-in, account pages).
import { DEFAULT_SITE_URL, SiteStyle, SkipLink, useCspNonce } from '@joognoo/site-kit';
import { GlobalStyle, ToastProvider } from '@joognoo/ui';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router';
import type { Route } from './+types/root';
import { adminMeta, errorPageOf } from './back-office/nav';
import { AdminHeading } from './back-office/ui';
import { Content } from './back-office/Content';

/** Site config for every route: the canonical origin of the sign-in page's meta. */
export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context?.siteUrl ?? DEFAULT_SITE_URL };
}

// Config does not change between navigations.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Used only when the root error boundary renders (an address the back office does not have). */
export const meta: Route.MetaFunction = ({ error }) => (error ? adminMeta(errorPageOf(error).heading) : []);

export function Layout({ children }: { children: ReactNode }) {
  // The server render's marker of its own inline code (@joognoo/site-kit's csp-nonce), never sent.
  const marker = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        <Links />
      </head>
      <body>
        <GlobalStyle />
        <SiteStyle />
        <SkipLink />
        <ToastProvider>{children}</ToastProvider>
        <Scripts nonce={marker} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  const page = errorPageOf(error);
  return (
    <Content>
      <AdminHeading title={page.heading} intro={page.intro} actions={<a href="/admin">Back office overview</a>} />
    </Content>
  );
}
