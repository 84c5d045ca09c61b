// /sign-in: the customer sign-in page (the Enterprise Integrations page needs a
// signed-in user). A real POST form whose action signs in through the API with
// the visitor's headers and relays the session cookie, then redirects to a same-site
// `redirectTo` (default /integrations). Works without JavaScript.
import { isApiError } from '@joognoo/api-client';
import { MAX_LENGTH } from '@joognoo/schemas';
import { Container, vars } from '@joognoo/ui';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { PageHero } from '../../components/PageHero';
import { SignInForm, type SignInResult } from './SignInForm';
import { accountApi, currentUser, relayCookies } from '../../components/account/account.server';
import { SIGN_IN_COPY } from '../../components/account/copy';
import { DEFAULT_AFTER_SIGN_IN, safeRedirectTo } from '../../components/account/redirect-to';
import { pageCopy } from '../../content/page-copy';
import { forEcho } from '../../lib/lead-actions.server';
import { seo } from '../../lib/seo';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, { ...pageCopy.signIn, noIndex: true });

/** A page for one signed-in visitor (or the sign-in form): never stored by a browser or proxy cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/** A visitor who is already signed in goes straight on (staff to the back office when no page was named). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get('redirectTo'));
  const account = accountApi(context, request);
  if (await currentUser(account)) throw redirect(await landingFor(context, redirectTo, request.headers.get('cookie') ?? ''));
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  const redirectTo = safeRedirectTo(form.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo'));
  const account = accountApi(context, request);
  try {
    await account.api.login({ email, password });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const result: SignInResult = { email: forEcho(email, MAX_LENGTH.email), error: error.body?.message ?? SIGN_IN_COPY.genericError };
    if (error.status === 400 && error.body?.errors) {
      const { email: emailError, password: passwordError } = error.body.errors;
      result.fieldErrors = { ...(emailError ? { email: emailError } : {}), ...(passwordError ? { password: passwordError } : {}) };
      delete result.error;
    }
    const status = [400, 401, 403, 429].includes(error.status) ? error.status : 502;
    return data(result, { status, headers: relayCookies(account) });
  }
  const newSession = account
    .setCookies()
    .map((header) => header.split(';', 1)[0]!)
    .join('; ');
  throw redirect(await landingFor(context, redirectTo, newSession), { headers: relayCookies(account) });
}

/**
 * Where a session goes when the link named no page: staff to the back office, customers to
 * the Enterprise Integrations page. Asked of the API with the session's `cookie` (the one
 * just made on sign-in, or the visitor's own).
 */
async function landingFor(context: Route.LoaderArgs['context'], redirectTo: string, cookie: string): Promise<string> {
  if (redirectTo !== DEFAULT_AFTER_SIGN_IN) return redirectTo;
  const staff = await fetch(new URL('/api/admin/me', context.apiBaseUrl), { headers: { cookie } });
  return staff.ok ? '/admin' : redirectTo;
}

const Section = styled.section`
  padding-block: 0 ${vars.space['24']};
`;

export default function SignInPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow={pageCopy.signIn.eyebrow} heading={pageCopy.signIn.heading} intro={pageCopy.signIn.intro} />
      <Section>
        <Container>
          <SignInForm redirectTo={redirectTo} result={result} />
        </Container>
      </Section>
    </>
  );
}
