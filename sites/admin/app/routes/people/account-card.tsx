// The frame of the signed-out account pages (invitation, forgotten and new password): the
// sign-in page's look, a card with one form or one message.
import { PageHero } from '@joognoo/site-kit';
import { PASSWORD_LENGTH } from '@joognoo/schemas/admin';
import { Container, Field, Input, vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  padding-block: 0 ${vars.space['24']};
`;

export const Card = styled.div`
  display: grid;
  gap: ${vars.space['5']};
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: ${vars.space['8']} ${vars.space['6']};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};

  form {
    display: grid;
    gap: ${vars.space['5']};
    margin: 0;
  }

  form button[type='submit'] {
    width: 100%;
  }

  p {
    margin: 0;
    line-height: ${vars.lineHeight.normal};
  }

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export const Message = styled.p<{ $tone?: 'error' | 'success' }>`
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  color: ${({ $tone }) => ($tone === 'error' ? vars.color.destructive : $tone === 'success' ? vars.color.success : vars.color.foreground)};
  background: ${({ $tone }) => ($tone === 'error' ? vars.color.destructiveSubtle : $tone === 'success' ? vars.color.successSubtle : vars.color.surface)};
`;

export function AccountPage({ eyebrow, heading, intro, children }: { eyebrow: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={heading} intro={intro} />
      <Section>
        <Container>
          <Card>{children}</Card>
        </Container>
      </Section>
    </>
  );
}

/** These pages hold a single-use link's token: never cached, never sent to another site as a Referer (same-origin: a no-referrer policy would make the form posts' Origin null). */
export const accountPageHeaders = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' });

export const accountPageMeta = (title: string) => [{ title: `${title} · Joognoo` }, { name: 'robots', content: 'noindex, nofollow' }];

/** The field where a person chooses a password, with the length rule the API enforces. */
export function NewPasswordField({ label, error }: { label: string; error?: string }) {
  return (
    <Field label={label} hint={`At least ${PASSWORD_LENGTH.min} characters.`} error={error} required>
      <Input type="password" name="password" autoComplete="new-password" required minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} />
    </Field>
  );
}
