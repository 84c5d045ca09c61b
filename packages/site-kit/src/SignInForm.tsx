import type { LoginInput } from '@joognoo/schemas';
import { Button, Field, Input, vars } from '@joognoo/ui';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import styled from 'styled-components';
import { SIGN_IN_COPY } from './sign-in-copy';

/** What the sign-in action answers when it does not redirect. */
export interface SignInResult {
  /** The message above the form ('Invalid email or password.', the 429 message, ...). */
  error?: string;
  /** Messages under the fields (a 400 from the API). */
  fieldErrors?: Partial<Record<keyof LoginInput, string>>;
  /** The e-mail typed, kept after a failure (never the password). */
  email?: string;
}

/** A form's one-line error (an expired link, a refused sign-in). */
export const ErrorAlert = styled.p`
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.destructiveSubtle};
  /* The hover shade: the base red on the subtle background is under 4.5:1. */
  color: ${vars.color.destructiveHover};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

const Card = styled.div`
  width: 100%;
  max-width: 26rem;
  margin: 0 auto;
  padding: ${vars.space['8']} ${vars.space['6']};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};
`;

const StyledForm = styled(Form)`
  display: grid;
  gap: ${vars.space['5']};
  margin: 0;

  button[type='submit'] {
    width: 100%;
  }
`;

const Forgot = styled.p`
  margin: ${vars.space['5']} 0 0;
  text-align: center;
  font-size: ${vars.fontSize.sm};

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
  }
`;

/**
 * The e-mail/password form: a real `<form method="post">` to the app's own /sign-in action
 * (the customers' /sign-in, or /admin/sign-in under the back office's basename), so it works
 * without JavaScript; with JavaScript React Router submits it without a reload. Forgotten
 * passwords are reset in the back office app, for every account.
 */
export function SignInForm({ redirectTo, result }: { redirectTo: string; result: SignInResult | undefined }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formAction !== undefined && new URL(navigation.formAction, 'http://joognoo.invalid').pathname.endsWith('/sign-in');
  const alertRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // After a failed attempt: the password is cleared and focus goes back to the form.
  useEffect(() => {
    if (!result) return;
    if (passwordRef.current) passwordRef.current.value = '';
    if (result.fieldErrors?.email) emailRef.current?.focus();
    else passwordRef.current?.focus();
  }, [result]);

  return (
    <Card>
      <StyledForm method="post" action={`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`} aria-label={SIGN_IN_COPY.formLabel}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {result?.error ? (
          <ErrorAlert ref={alertRef} role="alert">
            {result.error}
          </ErrorAlert>
        ) : null}
        <Field label={SIGN_IN_COPY.email} error={result?.fieldErrors?.email} required>
          <Input
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            defaultValue={result?.email ?? ''}
          />
        </Field>
        <Field label={SIGN_IN_COPY.password} error={result?.fieldErrors?.password} required>
          <Input ref={passwordRef} type="password" name="password" autoComplete="current-password" required />
        </Field>
        <Button type="submit" variant="apple" size="lg" loading={pending}>
          {pending ? SIGN_IN_COPY.pending : SIGN_IN_COPY.submit}
        </Button>
      </StyledForm>
      <Forgot>
        <a href="/admin/forgot-password">{SIGN_IN_COPY.forgotPassword}</a>
      </Forgot>
    </Card>
  );
}
