// /admin/reset-password/<token>: the page a password reset e-mail links to. A new password (12 to
// 1024 characters) ends every session of the account; then the person signs in with it. An
// unknown, expired or used link says so. Works without JavaScript.
import { PEOPLE_MESSAGES } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Form, data, useActionData } from 'react-router';
import { AdminApiError, visitorAdminApi } from '../../back-office/admin.server';
import { AccountPage, Message, NewPasswordField, accountPageHeaders, accountPageMeta } from './account-card';
import { field } from './forms.server';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => accountPageMeta('Choose a new password');
export const headers: Route.HeadersFunction = accountPageHeaders;

type Answer = { ok: true } | { ok: false; message: string; errors: Record<string, string> };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = visitorAdminApi(context, request);
  const form = await request.formData();
  try {
    await api.completePasswordReset({ token: params.token, password: field(form, 'password') });
  } catch (error) {
    if (error instanceof AdminApiError && [400, 404, 429].includes(error.status)) {
      return data<Answer>({ ok: false, message: error.body.message ?? PEOPLE_MESSAGES.invalidLink, errors: (error.body.errors ?? {}) as Record<string, string> }, { status: error.status });
    }
    throw error;
  }
  return data<Answer>({ ok: true });
}

export default function ResetPasswordPage() {
  const answer = useActionData<typeof action>() as Answer | undefined;
  if (answer?.ok) {
    return (
      <AccountPage eyebrow="Account" heading="Password changed">
        <Message role="status" $tone="success">
          {PEOPLE_MESSAGES.passwordChanged} Every session of your account has ended.
        </Message>
        <p>
          <a href="/sign-in">Sign in with your new password</a>
        </p>
      </AccountPage>
    );
  }
  const errors = answer && !answer.ok ? answer.errors : {};
  return (
    <AccountPage eyebrow="Account" heading="Choose a new password">
      {answer && !answer.ok && !errors.password ? (
        <>
          <Message role="alert" $tone="error">
            {answer.message}
          </Message>
          <p>
            <a href="/admin/forgot-password">Ask for a new link</a>
          </p>
        </>
      ) : null}
      <Form method="post" aria-label="Choose a new password">
        <NewPasswordField label="New password" error={errors.password} />
        <Button type="submit" variant="apple" size="lg">
          Change my password
        </Button>
      </Form>
    </AccountPage>
  );
}
