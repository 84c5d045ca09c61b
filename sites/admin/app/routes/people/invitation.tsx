// /admin/invitation/<token>: the page an invitation e-mail links to. The invitee chooses a name and
// a password (12 to 1024 characters, as user:create); the API creates the account with the
// invited role and signs them in (its session cookie is relayed), and they land in /admin.
// An unknown, expired or used link says so. Works without JavaScript.
import { INVITATION_HOURS, PEOPLE_MESSAGES, STAFF_ROLE_LABELS } from '@joognoo/schemas/admin';
import { Button, Field, Input } from '@joognoo/ui';
import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import { AdminApiError, visitorAdminApi } from '../../back-office/admin.server';
import { AccountPage, Message, NewPasswordField, accountPageHeaders, accountPageMeta } from './account-card';
import { field } from './forms.server';
import type { Route } from './+types/invitation';

export const meta: Route.MetaFunction = () => accountPageMeta('Accept your invitation');
export const headers: Route.HeadersFunction = accountPageHeaders;

type Failure = { message: string; errors: Record<string, string>; name: string };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = visitorAdminApi(context, request);
  try {
    const invitation = await api.getInvitation(params.token);
    return { invitation, problem: null };
  } catch (error) {
    if (error instanceof AdminApiError && (error.status === 404 || error.status === 429)) {
      return data({ invitation: null, problem: error.body.message ?? PEOPLE_MESSAGES.invalidLink }, { status: error.status });
    }
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api, setCookies } = visitorAdminApi(context, request);
  const form = await request.formData();
  const name = field(form, 'name');
  try {
    await api.acceptInvitation({ token: params.token, name, password: field(form, 'password') });
  } catch (error) {
    if (error instanceof AdminApiError && [400, 404, 409, 429].includes(error.status)) {
      return data<Failure>({ message: error.body.message ?? PEOPLE_MESSAGES.invalidLink, errors: (error.body.errors ?? {}) as Record<string, string>, name }, { status: error.status });
    }
    throw error;
  }
  const headers = new Headers();
  for (const cookie of setCookies()) headers.append('Set-Cookie', cookie);
  throw redirect('/', { headers });
}

export default function InvitationPage() {
  const { invitation, problem } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as Failure | undefined;
  if (!invitation) {
    return (
      <AccountPage eyebrow="Back office" heading="Invitation">
        <Message role="alert" $tone="error">
          {problem}
        </Message>
        <p>Ask an admin to invite you again. Invitations last {INVITATION_HOURS} hours and work once.</p>
        <p>
          <a href="/admin/sign-in">Sign in</a> if you already have an account.
        </p>
      </AccountPage>
    );
  }
  const fieldErrors = failure?.errors ?? {};
  return (
    <AccountPage
      eyebrow="Back office"
      heading="Accept your invitation"
      intro={`You are invited as ${STAFF_ROLE_LABELS[invitation.role].toLowerCase()} with ${invitation.email}. Choose your name and a password.`}
    >
      {failure && Object.keys(fieldErrors).length === 0 ? (
        <Message role="alert" $tone="error">
          {failure.message}
        </Message>
      ) : null}
      <Form method="post" aria-label="Accept the invitation">
        <input type="text" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
        <Field label="Your name" error={fieldErrors.name} required>
          <Input type="text" name="name" autoComplete="name" required maxLength={200} defaultValue={failure?.name ?? invitation.name ?? ''} />
        </Field>
        <NewPasswordField label="Password" error={fieldErrors.password} />
        <Button type="submit" variant="apple" size="lg">
          Create my account
        </Button>
      </Form>
    </AccountPage>
  );
}
