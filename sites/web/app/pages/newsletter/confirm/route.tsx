// /newsletter/confirm?token=...: the link of the double opt-in e-mail. GET shows a
// "Confirm subscription" button and changes nothing (mail scanners prefetch links); its POST
// (with or without JavaScript) confirms through the API: 'Subscription confirmed', or, for an
// expired or used link, a page with the newsletter box to sign up again.
import { data, useActionData, useLoaderData } from 'react-router';
import { NewsletterLinkPage } from '../NewsletterLinkPage';
import { NEWSLETTER_CONFIRM_COPY } from '../../../content/newsletter';
import { actionHeaders } from '../../../lib/lead-actions.server';
import { linkToken, newsletterLinkAction } from '../../../lib/newsletter-links.server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, { ...NEWSLETTER_CONFIRM_COPY.meta, noIndex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { token: linkToken(new URL(request.url).searchParams.get('token')) };
}

/** A 503's Retry-After (see actionHeaders). */
export const headers: Route.HeadersFunction = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const out = await newsletterLinkAction('confirm', request, context);
  return data(out.result, { status: out.status, headers: out.headers });
}

export default function NewsletterConfirmPage() {
  const { token } = useLoaderData<typeof loader>();
  return <NewsletterLinkPage copy={NEWSLETTER_CONFIRM_COPY} token={token} result={useActionData<typeof action>()} signUpAgain />;
}
