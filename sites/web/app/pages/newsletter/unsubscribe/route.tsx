// /newsletter/unsubscribe?token=...: the unsubscribe link of every e-mail to a subscriber.
// One click: GET shows the "Unsubscribe" button, its POST (a server action without
// JavaScript, a fetch with it) ends the subscription through the API. Mail programs use the
// List-Unsubscribe header instead, which POSTs to /api/newsletter/unsubscribe directly.
import { data, useActionData, useLoaderData } from 'react-router';
import { NewsletterLinkPage } from '../NewsletterLinkPage';
import { NEWSLETTER_UNSUBSCRIBE_COPY } from '../../../content/newsletter';
import { actionHeaders } from '../../../lib/lead-actions.server';
import { linkToken, newsletterLinkAction } from '../../../lib/newsletter-links.server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, { ...NEWSLETTER_UNSUBSCRIBE_COPY.meta, noIndex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { token: linkToken(new URL(request.url).searchParams.get('token')) };
}

/** A 503's Retry-After (see actionHeaders). */
export const headers: Route.HeadersFunction = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const out = await newsletterLinkAction('unsubscribe', request, context);
  return data(out.result, { status: out.status, headers: out.headers });
}

export default function NewsletterUnsubscribePage() {
  const { token } = useLoaderData<typeof loader>();
  return <NewsletterLinkPage copy={NEWSLETTER_UNSUBSCRIBE_COPY} token={token} result={useActionData<typeof action>()} />;
}
