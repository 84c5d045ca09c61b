// /newsletter/confirm?token=...: the link of the double opt-in e-mail. GET shows a
// "Confirm subscription" button and changes nothing (mail scanners prefetch links); its POST
// (with or without JavaScript) confirms through the API: 'Subscription confirmed', or, for an
// expired or used link, a page with the newsletter box to sign up again.
import { data, useActionData, useLoaderData } from 'react-router';
import { NewsletterLinkPage } from '../NewsletterLinkPage';
import { actionHeaders } from '../../../lib/lead-actions.server';
import { linkLanguage, newsletterLinkCopy } from '../../../lib/newsletter-copy.server';
import { linkToken, newsletterLinkAction } from '../../../lib/newsletter-links.server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => (args.data ? seo(args, { ...args.data.copy.meta, noIndex: true }) : []);

/** The link's token, and the page's texts in the language the link names (`lang`; English without). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = linkLanguage(url);
  return { token: linkToken(url.searchParams.get('token')), language, copy: newsletterLinkCopy('confirm', language.locale) };
}

/** A 503's Retry-After (see actionHeaders). */
export const headers: Route.HeadersFunction = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const out = await newsletterLinkAction('confirm', request, context);
  return data(out.result, { status: out.status, headers: out.headers });
}

export default function NewsletterConfirmPage() {
  const { token, language, copy } = useLoaderData<typeof loader>();
  return <NewsletterLinkPage copy={copy} language={language} token={token} result={useActionData<typeof action>()} signUpAgain />;
}
