// /integrations: the Enterprise Integrations
// panel for a signed-in user. The loader resolves the session through the API with the
// visitor's cookie: signed out -> /sign-in?redirectTo=/integrations; signed in -> the
// user's connections and templates are rendered on the server. On client navigations the
// session is resolved in the browser behind a centred spinner (without a user, only
// a centred loading spinner). The action signs out.
import { createApiClient, isApiError, type ApiClient } from '@joognoo/api-client';
import { IntegrationsPanel, type IntegrationsClient, type IntegrationsData } from '@joognoo/integrations';
import { Container, vars } from '@joognoo/ui';
import { useEffect, useMemo, useState } from 'react';
import { redirect, useLoaderData, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { AccountBar } from './AccountBar';
import { CentredSpinner } from './CentredSpinner';
import { accountApi, currentUser, relayCookies } from '@joognoo/site-kit/server';
import { ACCOUNT_BAR_COPY } from '@joognoo/site-kit';
import { signInPath } from '@joognoo/site-kit';
import { pageCopy } from '../../content/page-copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, { ...pageCopy.integrations, noIndex: true });

/** A page for one signed-in visitor (or the sign-in form): never stored by a browser or proxy cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

interface SignedIn {
  email: string;
  integrations: IntegrationsData;
}

/** Document requests: resolve the session on the server and render the panel with its data. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SignedIn> {
  const account = accountApi(context, request);
  const user = await currentUser(account);
  const { pathname, search } = new URL(request.url);
  if (!user) throw redirect(signInPath(`${pathname}${search}`), { headers: relayCookies(account) });
  const integrations = await account.api.getIntegrations();
  return { email: user.email, integrations };
}

/**
 * Client navigations: answer at once, so the page shows its centred spinner while the
 * browser resolves the session (see `ResolveSession`), instead of holding the previous page.
 */
export function clientLoader(): SignedIn | null {
  return null;
}

/** Sign out: the API deletes the session; its cookie removal is relayed to the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'sign-out') throw new Response('Unknown action', { status: 400 });
  const account = accountApi(context, request);
  await account.api.logout();
  throw redirect('/sign-in', { headers: relayCookies(account) });
}

const Page = styled.div`
  padding-block: ${vars.space['10']} ${vars.space['24']};
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space['6']};
`;

export default function IntegrationsPage() {
  const data = useLoaderData<typeof loader>() as SignedIn | null;
  return data ? <SignedInView {...data} /> : <ResolveSession />;
}

function SignedInView({ email, integrations }: SignedIn) {
  // The browser talks to the API on this same origin, with the session cookie.
  const client = useMemo(() => createApiClient() satisfies IntegrationsClient, []);
  return (
    <Page>
      <Container>
        <Stack>
          <AccountBar email={email} />
          <IntegrationsPanel client={client} initialData={integrations} headingLevel={1} />
        </Stack>
      </Container>
    </Page>
  );
}

/** Resolves the session in the browser: a centred spinner, then the panel or the sign-in page. */
function ResolveSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<SignedIn | null>(null);

  useEffect(() => {
    let active = true;
    const api: ApiClient = createApiClient();
    (async () => {
      try {
        const { user } = await api.me();
        const integrations = await api.getIntegrations();
        if (active) setState({ email: user.email, integrations });
      } catch (error) {
        if (!active) return;
        if (isApiError(error) && error.status === 401) {
          navigate(signInPath(`${location.pathname}${location.search}`), { replace: true });
        } else {
          // Anything else: a full load lets the server answer (and show its error page).
          window.location.reload();
        }
      }
    })();
    return () => {
      active = false;
    };
  }, [navigate, location.pathname, location.search]);

  return state ? <SignedInView {...state} /> : <CentredSpinner label={ACCOUNT_BAR_COPY.resolving} />;
}
