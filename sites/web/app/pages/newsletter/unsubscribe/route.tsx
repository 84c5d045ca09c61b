// /newsletter/unsubscribe?token=...: the unsubscribe link of every e-mail to a subscriber.
// One click: GET shows the "Unsubscribe" button, its POST (a server action without
// JavaScript, a fetch with it) ends the subscription through the API. Mail programs use the
// List-Unsubscribe header instead, which POSTs to /api/newsletter/unsubscribe directly.
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
  return { token: linkToken(url.searchParams.get('token')), language, copy: newsletterLinkCopy('unsubscribe', language.locale) };
}

/** A 503's Retry-After (see actionHeaders). */
export const headers: Route.HeadersFunction = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const out = await newsletterLinkAction('unsubscribe', request, context);
  return data(out.result, { status: out.status, headers: out.headers });
}

export default function NewsletterUnsubscribePage() {
  const { token, language, copy } = useLoaderData<typeof loader>();
  return <NewsletterLinkPage copy={copy} language={language} token={token} result={useActionData<typeof action>()} />;
}
