// /sign-in: the customer sign-in page (the Enterprise Integrations page needs a signed-in
// user). A real POST form whose action signs in through the API with the visitor's headers
// and relays the session cookie, then redirects to a same-site `redirectTo` (default
// /integrations; staff to the back office). Works without JavaScript.
import { DEFAULT_AFTER_SIGN_IN, seo, SignInPage } from '@joognoo/site-kit';
import { signInAction, signInLoader, type SignInLanding } from '@joognoo/site-kit/server';
import { useActionData, useLoaderData } from 'react-router';
import { pageCopy } from '../../content/page-copy';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, { ...pageCopy.signIn, noIndex: true });

/** A page for one signed-in visitor (or the sign-in form): never stored by a browser or proxy cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/**
 * Where a session goes when the link named no page: staff to the back office, customers to
 * the Enterprise Integrations page.
 */
const customers: SignInLanding = {
  fallback: DEFAULT_AFTER_SIGN_IN,
  async landing(context, redirectTo, cookie) {
    if (redirectTo !== DEFAULT_AFTER_SIGN_IN) return redirectTo;
    const staff = await fetch(new URL('/api/admin/me', context.apiBaseUrl), { headers: { cookie } });
    return staff.ok ? '/admin' : redirectTo;
  },
};

/** A visitor who is already signed in goes straight on. */
export const loader = (args: Route.LoaderArgs) => signInLoader(args, customers);

export const action = (args: Route.ActionArgs) => signInAction(args, customers);

export default function SignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SignInPage copy={pageCopy.signIn} redirectTo={redirectTo} result={result} />;
}
