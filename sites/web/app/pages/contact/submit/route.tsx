// POST /contact/submit: where the server-rendered contact forms (home, /about, /contact,
// /add-ons/{service}/payment) post without JavaScript. Valid: the lead goes to the API and
// a confirmation page shows the variant's success text (or a same-origin `redirect`).
// Invalid: the same variant again with the messages and the values kept (HTTP 400).
// API failure (429, 5xx): the failure text (or the 429 message), values kept.
// GET /contact/submit redirects to /contact.
import { ContactForm } from '@joognoo/contact-form';
import { data, redirect, useActionData } from 'react-router';
import { BackLink, ErrorNotice, FormSection } from '../../../components/FormPage';
import { PageHero } from '@joognoo/site-kit';
import { actionHeaders, contactAction } from '../../../lib/lead-actions.server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Contact request', description: 'Your contact request.', noIndex: true });

/**
 * A plain GET goes to the contact page. After the action React Router runs loaders with a
 * GET copy of the POST (same headers): the form content type tells that one apart.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (!/form/i.test(request.headers.get('content-type') ?? '')) throw redirect('/contact');
  return null;
}

/** A 503's Retry-After (see actionHeaders). */
export const headers: Route.HeadersFunction = actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const out = await contactAction(request, context);
  if ('redirect' in out) throw redirect(out.redirect);
  return data(out.result, { status: out.status, headers: out.headers });
}





export default function ContactSubmitPage() {
  const result = useActionData<typeof action>();
  if (!result) return null;
  if (result.outcome === 'success') {
    return (
      <PageHero heading={result.title} intro={result.description} actions={<BackLink to={result.back}>Back to the previous page</BackLink>} />
    );
  }
  return (
    <>
      <PageHero
        heading={result.outcome === 'invalid' ? 'Please check your details' : result.notice?.title ?? 'Error'}
        intro={result.outcome === 'invalid' ? 'Some fields need your attention before we can send your request.' : undefined}
      />
      <FormSection wide>
            <ErrorNotice notice={result.notice} />
            <ContactForm
              variant={result.variant}
              action="/contact/submit"
              source={result.source}
              service={result.service}
              {...(result.redirect ? { redirectUrl: result.redirect } : {})}
              initialValues={result.values}
              initialErrors={result.errors}
            />
            <BackLink to={result.back}>Back to the previous page</BackLink>
      </FormSection>
    </>
  );
}
