// /admin/sign-in: the staff's sign-in page (the form and its messages are the customers'
// /sign-in's). A signed-out visit to any back-office page comes here with `redirectTo` and
// goes back there afterwards; with no page named, to the overview. Works without JavaScript.
import { seo, SignInPage } from '@joognoo/site-kit';
import { signInAction, signInLoader, type SignInLanding } from '@joognoo/site-kit/server';
import { useActionData, useLoaderData } from 'react-router';
import { appPath } from '../back-office/paths';
import type { Route } from './+types/sign-in';

const COPY = {
  eyebrow: 'Back office',
  title: 'Sign in',
  heading: 'Sign in',
  description: 'Sign in to the Joognoo back office.',
  intro: 'Sign in with your staff account to work leads, applications, content and people.',
};

export const meta: Route.MetaFunction = (args) => seo(args, { ...COPY, noIndex: true });

/** The sign-in form, or a redirect for one signed-in visitor: never stored by a browser or proxy cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/** Back to the back-office page that sent the visitor here (the overview by default). */
const staff: SignInLanding = {
  fallback: '/admin',
  // A page outside the back office is not this app's to open; `redirect()` takes the app's own path.
  landing: async (_context, redirectTo) => appPath(redirectTo) ?? '/',
};

/** A visitor who is already signed in goes straight on. */
export const loader = (args: Route.LoaderArgs) => signInLoader(args, staff);

export const action = (args: Route.ActionArgs) => signInAction(args, staff);

export default function SignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SignInPage copy={COPY} redirectTo={redirectTo} result={result} />;
}
