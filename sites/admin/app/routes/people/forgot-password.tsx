// /admin/forgot-password: "Forgot your password?" from either sign-in page. The answer is always the same,
// whether an account exists for the address or not; an existing one gets a single-use link
// (1 hour) by e-mail. Works without JavaScript.
import { PEOPLE_MESSAGES, PASSWORD_RESET_HOURS } from '@joognoo/schemas/admin';
import { Button, Field, Input } from '@joognoo/ui';
import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import { AdminApiError, visitorAdminApi } from '../../back-office/admin.server';
import { AccountPage, Message, accountPageHeaders, accountPageMeta } from './account-card';
import { field } from './forms.server';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => accountPageMeta('Forgot your password?');
export const headers: Route.HeadersFunction = accountPageHeaders;

type Failure = { message: string; errors: Record<string, string>; email: string };

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get('sent') === '1' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = visitorAdminApi(context, request);
  const email = field(await request.formData(), 'email');
  try {
    await api.requestPasswordReset({ email });
  } catch (error) {
    if (error instanceof AdminApiError && (error.status === 400 || error.status === 429)) {
      return data<Failure>({ message: error.body.message ?? 'Please try again.', errors: (error.body.errors ?? {}) as Record<string, string>, email: email.slice(0, 254) }, { status: error.status });
    }
    throw error;
  }
  throw redirect('/forgot-password?sent=1');
}

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as Failure | undefined;
  if (sent) {
    return (
      <AccountPage eyebrow="Account" heading="Check your e-mail">
        <Message role="status" $tone="success">
          {PEOPLE_MESSAGES.resetRequested}
        </Message>
        <p>The link works once, for {PASSWORD_RESET_HOURS} hour. Nothing arrived? Check the address and your spam folder, then ask again.</p>
        <p>
          <a href="/sign-in">Back to sign in</a>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage eyebrow="Account" heading="Forgot your password?" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      {failure && !failure.errors.email ? (
        <Message role="alert" $tone="error">
          {failure.message}
        </Message>
      ) : null}
      <Form method="post" aria-label="Ask for a password reset link">
        <Field label="E-mail address" error={failure?.errors.email} required>
          <Input type="email" name="email" autoComplete="username" inputMode="email" spellCheck={false} required defaultValue={failure?.email ?? ''} />
        </Field>
        <Button type="submit" variant="apple" size="lg">
          Send the link
        </Button>
      </Form>
      <p>
        <a href="/sign-in">Back to sign in</a>
      </p>
    </AccountPage>
  );
}
