import { GlobalStyle, ToastProvider, vars } from '@joognoo/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  Outlet,
  useRouteLoaderData,
} from 'react-router';
import styled from 'styled-components';
import type { Route } from './+types/root';
import { Analytics } from './analytics';
import { NotFound } from './components/NotFound';
import { DEFAULT_SITE_URL, errorPages, MAIN_CONTENT_ID, PageHero, seo, SiteStyle, SkipLink, useCspNonce } from '@joognoo/site-kit';
import { ServiceUnavailable, isServiceUnavailable } from './components/ServiceUnavailable';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { matchLoadingView } from './components/layout/loading-views';
import { notFound } from './content/not-found';
import { useDelayedNavigation } from './hooks/use-delayed-navigation';
import { useScrollOnNavigate } from './hooks/use-scroll-on-navigate';

/**
 * Site config for every route (canonical URLs, GA id). Nothing of the request: a page is the
 * same for every anonymous visitor (server/page-cache.ts), so the consent choice is read
 * in the browser (Analytics).
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    siteUrl: context?.siteUrl ?? DEFAULT_SITE_URL,
    gaMeasurementId: context?.gaMeasurementId ?? null,
  };
}

// Config does not change between navigations.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Used only when the root error boundary renders (child routes set their own meta). */
export const meta: Route.MetaFunction = (args) => {
  if (isRouteErrorResponse(args.error) && args.error.status === 404) {
    return seo(args, { title: notFound.title, description: notFound.description, brandSuffix: false, noIndex: true });
  }
  if (!args.error) return [];
  const page = isServiceUnavailable(args.error)
    ? errorPages.unavailable
    : isRouteErrorResponse(args.error) && args.error.status === 403
      ? errorPages.forbidden
      : errorPages.unexpected;
  return [{ title: page.title }, { name: 'robots', content: 'noindex' }];
};

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

// The size container of the widgets' outer padding (their inner layout follows their own
// width: each widget is a container too). Positioned descendants stay as they were.
const Main = styled.main`
  flex: 1 0 auto;
  container-type: inline-size;
  outline: none;
  background: ${vars.color.background};
`;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // The server render's marker of its own inline code (lib/csp-nonce.tsx), never sent.
  const marker = useCspNonce();
  useScrollOnNavigate();
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
        {/* One toast viewport for the whole site: widgets on host pages toast through it. */}
        <ToastProvider>
          <Shell>
            <Header />
            <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
              {children}
            </Main>
            <Footer />
          </Shell>
        </ToastProvider>
        {data ? <Analytics measurementId={data.gaMeasurementId} /> : null}
        <Scripts nonce={marker} />
      </body>
    </html>
  );
}

// The loading views import the widgets: loaded only when one shows.
const RouteLoading = lazy(() => import('./components/layout/RouteLoading'));

/**
 * The page, or, while a client-side navigation has waited `LOADING_VIEW_DELAY_MS` for its
 * data, the target's loading view.
 */
export default function App() {
  const loading = useDelayedNavigation();
  if (loading === null || matchLoadingView(loading) === null) return <Outlet />;
  return (
    <Suspense fallback={<Outlet />}>
      <RouteLoading pathname={loading} />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    const page = errorPages.forbidden;
    return <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />;
  }
  if (import.meta.env.DEV) console.error(error);
  if (isServiceUnavailable(error)) return <ServiceUnavailable />;
  const page = errorPages.unexpected;
  return <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />;
}
