// /newsletter/subscribe: where the server-rendered newsletter boxes (/blog, /webinars) post
// without JavaScript, and a page of its own with the box. Valid: the API subscribes the
// address and the page shows the §4/§8 thank-you (or goes to a same-origin `redirect`).
// The success page adds a second line: check the inbox for the confirmation link (double opt-in).
// Invalid: the box again with the §5 message and the address kept (HTTP 400). API failure:
// 'Subscription failed' with the server's message or the fallback.
import { NEWSLETTER_TEXT, NewsletterForm } from '@joognoo/newsletter';
import { Container, vars } from '@joognoo/ui';
import { Link, data, redirect, useActionData } from 'react-router';
import styled from 'styled-components';
import { PageHero } from '../components/PageHero';
import { actionHeaders, newsletterAction } from '../lib/lead-actions.server';
import { seo } from '../lib/seo';
import type { Route } from './+types/newsletter-subscribe';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Newsletter', description: 'Subscribe to the newsletter.', noIndex: true });

/** A 503's Retry-After (see actionHeaders). */
export const headers: Route.HeadersFunction = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const out = await newsletterAction(request, context);
  if ('redirect' in out) throw redirect(out.redirect);
  return data(out.result, { status: out.status, headers: out.headers });
}

const Section = styled.section`
  padding-block: 0 ${vars.space['24']};
`;

const Narrow = styled.div`
  display: grid;
  gap: ${vars.space['6']};
  max-width: 40rem;
  margin: 0 auto;
`;

const Notice = styled.div`
  display: grid;
  gap: ${vars.space['1']};
  padding: ${vars.space['4']} ${vars.space['5']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.destructiveSubtle};
  color: ${vars.color.destructive};

  strong {
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** Double opt-in: the second line under the thank-you text. */
const CheckInbox = styled.p`
  margin: ${vars.space['4']} auto 0;
  color: ${vars.color.muted};
`;

const Back = styled(Link)`
  justify-self: center;
  color: ${vars.color.primary};
  font-weight: ${vars.fontWeight.medium};
`;

export default function NewsletterSubscribePage() {
  const result = useActionData<typeof action>();
  if (result?.outcome === 'success') {
    return (
      <PageHero
        heading={result.title}
        intro={result.description}
        actions={<Back to={result.back}>Back to the previous page</Back>}
      >
        <CheckInbox>{NEWSLETTER_TEXT.checkInbox}</CheckInbox>
      </PageHero>
    );
  }
  return (
    <>
      <PageHero heading={result?.notice?.title ?? 'Newsletter'} />
      <Section>
        <Container>
          <Narrow>
            {result?.notice ? (
              <Notice role="alert">
                <strong>{result.notice.title}</strong>
                <span>{result.notice.description}</span>
              </Notice>
            ) : null}
            <NewsletterForm
              action="/newsletter/subscribe"
              source={result?.source ?? 'newsletter-page'}
              defaultEmail={result?.email ?? ''}
              {...(result?.error ? { initialError: result.error } : {})}
            />
            {result ? <Back to={result.back}>Back to the previous page</Back> : null}
          </Narrow>
        </Container>
      </Section>
    </>
  );
}
