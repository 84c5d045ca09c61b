import { NewsletterForm } from '@joognoo/newsletter';
import { Button, vars } from '@joognoo/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import styled from 'styled-components';
import type { NewsletterLinkCopy } from '../../content/newsletter';
import type { PageLanguage } from '../../lib/newsletter-copy.server';
import type { NewsletterLinkResult } from '../../lib/newsletter-links.server';
import { BackLink, ErrorAlert, FormSection } from '../../components/FormPage';
import { PageHero } from '@joognoo/site-kit';




const OneButton = styled(Form)`
  display: grid;
  justify-items: center;
  gap: ${vars.space['4']};
  margin: 0;
`;


/**
 * A newsletter link's page (confirm or unsubscribe): opening the link changes nothing (mail
 * scanners open links too); the visitor presses the one button, a real POST form that works
 * without JavaScript and with it submits without a reload. Then the outcome: done, an
 * invalid link (the confirm page offers the sign-up box again), or a failure to retry. Its
 * content speaks the subscriber's language (`language`, from the e-mail's link) with that
 * `lang` and `dir`; the site around it stays English.
 */
export function NewsletterLinkPage({
  copy,
  language,
  token,
  result,
  signUpAgain = false,
}: {
  copy: NewsletterLinkCopy;
  language: PageLanguage;
  token: string;
  result: NewsletterLinkResult | undefined;
  signUpAgain?: boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  const root = useRef<HTMLDivElement>(null);
  // With JavaScript the outcome replaces the page without a reload, and the pressed button is
  // gone: focus goes to the new H1, so keyboard and screen-reader users land on the outcome.
  useEffect(() => {
    const heading = result ? root.current?.querySelector('h1') : null;
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [result]);
  const outcome = result?.outcome ?? (token ? 'ask' : 'invalid');
  const back = <BackLink to={copy.back.to}>{copy.back.label}</BackLink>;

  let body: ReactNode;
  if (outcome === 'done') body = <PageHero heading={copy.done.heading} intro={copy.done.intro} actions={back} />;
  else if (outcome === 'invalid') {
    body = (
      <>
        <PageHero heading={copy.invalid.heading} intro={copy.invalid.intro} actions={signUpAgain ? undefined : back} />
        {signUpAgain ? (
          <FormSection>
            <NewsletterForm action="/newsletter/subscribe" source="newsletter-confirm" headingLevel={2} />
          </FormSection>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <PageHero heading={copy.ask.heading} intro={copy.ask.intro} />
        <FormSection>
          {outcome === 'failed' ? <ErrorAlert role="alert">{result?.message ?? copy.failed}</ErrorAlert> : null}
          <OneButton method="post" replace>
            <input type="hidden" name="token" value={result?.token ?? token} />
            <Button type="submit" variant="apple" size="lg" loading={pending}>
              {copy.ask.button}
            </Button>
          </OneButton>
        </FormSection>
      </>
    );
  }
  // English, the site's own language, needs no attributes (the page is as it always was).
  const lang = language.locale === 'en' ? {} : { lang: language.locale, dir: language.dir };
  return (
    <div ref={root} {...lang}>
      {body}
    </div>
  );
}
