import { Button, vars } from '@joognoo/ui';
import { Form, useNavigation } from 'react-router';
import styled from 'styled-components';
import { ACCOUNT_BAR_COPY } from '@joognoo/site-kit';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space['3']};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  strong {
    color: ${vars.color.foreground};
    font-weight: ${vars.fontWeight.medium};
    overflow-wrap: anywhere;
  }

  form {
    margin: 0;
  }
`;

/** Who is signed in, and a 'Sign out' button (a real POST form: works without JavaScript). */
export function AccountBar({ email }: { email: string | null }) {
  const navigation = useNavigation();
  const signingOut = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'sign-out';
  return (
    <Bar>
      {email ? (
        <span>
          {ACCOUNT_BAR_COPY.signedInAs} <strong>{email}</strong>
        </span>
      ) : null}
      <Form method="post" action="/integrations">
        <input type="hidden" name="intent" value="sign-out" />
        <Button type="submit" variant="apple-secondary" size="sm" loading={signingOut}>
          {ACCOUNT_BAR_COPY.signOut}
        </Button>
      </Form>
    </Bar>
  );
}
