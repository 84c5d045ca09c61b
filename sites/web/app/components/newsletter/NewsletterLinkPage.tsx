import { NewsletterForm } from '@joognoo/newsletter';
import { Button, Container, vars } from '@joognoo/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import styled from 'styled-components';
import type { NewsletterLinkCopy } from '../../content/newsletter';
import type { NewsletterLinkResult } from '../../lib/newsletter-links.server';
import { PageHero } from '../PageHero';

const Section = styled.section`
  padding-block: 0 ${vars.space['24']};
`;

const Narrow = styled.div`
  display: grid;
  gap: ${vars.space['6']};
  max-width: 40rem;
  margin: 0 auto;
`;

const Alert = styled.p`
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.destructiveSubtle};
  color: ${vars.color.destructiveHover};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  text-align: center;
`;

const OneButton = styled(Form)`
  display: grid;
  justify-items: center;
  gap: ${vars.space['4']};
  margin: 0;
`;

const Back = styled(Link)`
  color: ${vars.color.primary};
  font-weight: ${vars.fontWeight.medium};
`;

/**
 * A newsletter link's page (confirm or unsubscribe): opening the link changes nothing (mail
 * scanners open links too); the visitor presses the one button, a real POST form that works
 * without JavaScript and with it submits without a reload. Then the outcome: done, an
 * invalid link (the confirm page offers the sign-up box again), or a failure to retry.
 */
export function NewsletterLinkPage({
  copy,
  token,
  result,
  signUpAgain = false,
}: {
  copy: NewsletterLinkCopy;
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
  const back = <Back to={copy.back.to}>{copy.back.label}</Back>;

  let body: ReactNode;
  if (outcome === 'done') body = <PageHero heading={copy.done.heading} intro={copy.done.intro} actions={back} />;
  else if (outcome === 'invalid') {
    body = (
      <>
        <PageHero heading={copy.invalid.heading} intro={copy.invalid.intro} actions={signUpAgain ? undefined : back} />
        {signUpAgain ? (
          <Section>
            <Container>
              <Narrow>
                <NewsletterForm action="/newsletter/subscribe" source="newsletter-confirm" headingLevel={2} />
              </Narrow>
            </Container>
          </Section>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <PageHero heading={copy.ask.heading} intro={copy.ask.intro} />
        <Section>
          <Container>
            <Narrow>
              {outcome === 'failed' ? <Alert role="alert">{result?.message ?? copy.failed}</Alert> : null}
              <OneButton method="post" replace>
                <input type="hidden" name="token" value={result?.token ?? token} />
                <Button type="submit" variant="apple" size="lg" loading={pending}>
                  {copy.ask.button}
                </Button>
              </OneButton>
            </Narrow>
          </Container>
        </Section>
      </>
    );
  }
  return <div ref={root}>{body}</div>;
}
