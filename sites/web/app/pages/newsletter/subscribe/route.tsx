// /newsletter/subscribe: where the server-rendered newsletter boxes (/blog, /webinars) post
// without JavaScript, and a page of its own with the box. Valid: the API subscribes the
// address and the page shows the thank-you (or goes to a same-origin `redirect`).
// The success page adds a second line: check the inbox for the confirmation link (double opt-in).
// Invalid: the box again with the message and the address kept (HTTP 400). API failure:
// 'Subscription failed' with the server's message or the fallback.
import { NEWSLETTER_CATALOG, NewsletterForm } from '@joognoo/newsletter';
import { englishMessage } from '@joognoo/ui';
import { vars } from '@joognoo/ui';
import { data, redirect, useActionData } from 'react-router';
import styled from 'styled-components';
import { BackLink, ErrorNotice, FormSection } from '../../../components/FormPage';
import { PageHero } from '@joognoo/site-kit';
import { actionHeaders, newsletterAction } from '../../../lib/lead-actions.server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Newsletter', description: 'Subscribe to the newsletter.', noIndex: true });

/** A 503's Retry-After (see actionHeaders). */
export const headers: Route.HeadersFunction = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const out = await newsletterAction(request, context);
  if ('redirect' in out) throw redirect(out.redirect);
  return data(out.result, { status: out.status, headers: out.headers });
}




/** Double opt-in: the second line under the thank-you text. */
const CheckInbox = styled.p`
  margin: ${vars.space['4']} auto 0;
  color: ${vars.color.muted};
`;


export default function NewsletterSubscribePage() {
  const result = useActionData<typeof action>();
  if (result?.outcome === 'success') {
    return (
      <PageHero
        heading={result.title}
        intro={result.description}
        actions={<BackLink to={result.back}>Back to the previous page</BackLink>}
      >
        <CheckInbox>{englishMessage(NEWSLETTER_CATALOG, 'newsletter.checkInbox')}</CheckInbox>
      </PageHero>
    );
  }
  return (
    <>
      <PageHero heading={result?.notice?.title ?? 'Newsletter'} />
      <FormSection>
            <ErrorNotice notice={result?.notice} />
            <NewsletterForm
              action="/newsletter/subscribe"
              source={result?.source ?? 'newsletter-page'}
              defaultEmail={result?.email ?? ''}
              {...(result?.error ? { initialError: result.error } : {})}
            />
            {result ? <BackLink to={result.back}>Back to the previous page</BackLink> : null}
      </FormSection>
    </>
  );
}
