import { Container, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { PageHero } from './PageHero';
import { SignInForm, type SignInResult } from './SignInForm';

const Section = styled.section`
  padding-block: 0 ${vars.space['24']};
`;

export interface SignInPageProps {
  copy: { eyebrow: string; heading: string; intro: string };
  redirectTo: string;
  result: SignInResult | undefined;
}

/** A sign-in page of either site: the page hero, then the form. */
export function SignInPage({ copy, redirectTo, result }: SignInPageProps) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
      <Section>
        <Container>
          <SignInForm redirectTo={redirectTo} result={result} />
        </Container>
      </Section>
    </>
  );
}
