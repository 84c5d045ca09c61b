// /admin/people: the staff accounts and their roles, pending invitations, and the
// invite form. Every change is a POST form (works without JavaScript) that redirects back
// with a notice; the API checks the rules (no self-demotion, the last admin stays) and
// records each change in the audit log.
import { STAFF_ROLES, STAFF_ROLE_LABELS, type Person, type StaffRole } from '@joognoo/schemas/admin';
import { Button, visuallyHidden } from '@joognoo/ui';
import { Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import styled from 'styled-components';
import { requireStaff } from '../../back-office/admin.server';
import { appPath } from '../../back-office/paths';
import { ChoiceField, DataTable, FilterForm } from '../../back-office/list';
import {
  AdminHeading,
  FormField,
  FormGrid,
  Notice,
  Pagination,
  Panel,
  PanelTitle,
  SelectInput,
  StatusBadge,
  TextInput,
  formatTime,
} from '../../back-office/ui';
import { actionFailure, field, type ActionFailure } from './forms.server';
import type { Route } from './+types/people';

const DONE: Record<string, string> = {
  invited: 'Invitation sent. The link works once, for 72 hours.',
  revoked: 'Invitation withdrawn.',
  role: 'Role changed.',
  disabled: 'Account disabled: every session of it has ended.',
  enabled: 'Account enabled.',
  reset: 'Password reset link sent.',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, api } = await requireStaff(context, request, 'people');
  const url = new URL(request.url);
  const customers = url.searchParams.get('customers') === '1';
  const people = await api.listPeople({ customers: customers ? '1' : undefined, page: url.searchParams.get('page') });
  const done = url.searchParams.get('done');
  return { staff, people, customers, notice: done && DONE[done] ? DONE[done] : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'people');
  const form = await request.formData();
  const intent = field(form, 'intent');
  const id = field(form, 'id');
  // The form's role as sent: the API checks it (400 with the field's message).
  const role = field(form, 'role') as StaffRole;
  const back = (done: string) => {
    const url = new URL(request.url);
    url.searchParams.delete('page');
    url.searchParams.set('done', done);
    return redirect(appPath(`${url.pathname}${url.search}`)!);
  };
  try {
    switch (intent) {
      case 'invite':
        await api.invitePerson({
          email: field(form, 'email'),
          role,
          ...(field(form, 'name').trim() ? { name: field(form, 'name') } : {}),
        });
        return back('invited');
      case 'revoke':
        await api.revokeInvitation(id);
        return back('revoked');
      case 'role':
        await api.setPersonRole(id, { role });
        return back('role');
      case 'disable':
        await api.disablePerson(id);
        return back('disabled');
      case 'enable':
        await api.enablePerson(id);
        return back('enabled');
      case 'reset':
        await api.sendPasswordReset(id);
        return back('reset');
      default:
        return actionFailure(new Error('unknown'), intent);
    }
  } catch (error) {
    return actionFailure(error, intent);
  }
}

const Hidden = styled.span`
  ${visuallyHidden}
`;

const RowForm = styled(Form)`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const RoleSelect = styled(SelectInput)`
  width: auto;
`;

const Cell = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const statusTone = { active: 'success', disabled: 'danger', invited: 'info' } as const;

function roleLabel(role: Person['role']) {
  return role ? STAFF_ROLE_LABELS[role] : 'Customer';
}

export default function PeoplePage() {
  const { staff, people, customers, notice } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const { search } = useLocation();
  const inviteErrors = failure?.intent === 'invite' ? failure.errors : {};
  return (
    <>
      <AdminHeading title="People" intro="Who works in the back office, with which role. Invite a person by e-mail; disabling an account ends its sessions at once." />
      {notice ? <Notice>{notice}</Notice> : null}
      {failure ? <Notice tone="danger">{failure.message}</Notice> : null}

      <Panel aria-labelledby="invite-title">
        <PanelTitle id="invite-title">Invite a person</PanelTitle>
        <Form method="post">
          <input type="hidden" name="intent" value="invite" />
          <FormGrid>
            <FormField label="E-mail address" error={inviteErrors.email}>
              <TextInput type="email" name="email" required autoComplete="off" aria-invalid={inviteErrors.email ? true : undefined} />
            </FormField>
            <FormField label="Name" hint="Optional: they can change it when they accept." error={inviteErrors.name}>
              <TextInput type="text" name="name" maxLength={200} autoComplete="off" />
            </FormField>
            <FormField label="Role" error={inviteErrors.role}>
              <SelectInput name="role" defaultValue="marketer" required>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {STAFF_ROLE_LABELS[role]}
                  </option>
                ))}
              </SelectInput>
            </FormField>
            <div className="wide">
              <Button type="submit" variant="apple">
                Send invitation
              </Button>
            </div>
          </FormGrid>
        </Form>
      </Panel>

      <Panel aria-labelledby="invitations-title">
        <PanelTitle id="invitations-title">Pending invitations</PanelTitle>
        <DataTable
          caption={<Hidden>Pending invitations</Hidden>}
          empty="No pending invitations."
          rows={people.invitations}
          rowKey={(invitation) => invitation.invitationId ?? invitation.email}
          columns={[
            { header: 'E-mail', rowHeader: true, cell: (invitation) => invitation.email },
            { header: 'Name', cell: (invitation) => invitation.name ?? '' },
            { header: 'Role', cell: (invitation) => roleLabel(invitation.role) },
            { header: 'Sent', cell: (invitation) => formatTime(invitation.createdAt) },
            { header: 'Expires', cell: (invitation) => formatTime(invitation.expiresAt) },
            {
              header: 'Actions',
              cell: (invitation) => (
                <RowForm method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={invitation.invitationId ?? ''} />
                  <Button type="submit" variant="outline" size="sm">
                    Withdraw<Hidden> the invitation of {invitation.email}</Hidden>
                  </Button>
                </RowForm>
              ),
            },
          ]}
        />
      </Panel>

      <Panel aria-labelledby="accounts-title">
        <PanelTitle id="accounts-title">Accounts</PanelTitle>
        <FilterForm label="Which accounts" submit={{ variant: 'outline' }} submitText="Apply">
          <ChoiceField
            name="customers"
            label="Show"
            any="Staff only"
            value={customers ? '1' : ''}
            options={[{ value: '1', label: 'Staff and customer accounts' }]}
          />
        </FilterForm>
        <DataTable
          caption={<Hidden>Accounts</Hidden>}
          empty="No accounts."
          rows={people.items}
          rowKey={(person) => person.id ?? person.email}
          columns={[
            { header: 'Name', rowHeader: true, cell: (person) => person.name ?? '—' },
            { header: 'E-mail', cell: (person) => person.email },
            { header: 'Role', cell: (person) => roleLabel(person.role) },
            { header: 'Status', cell: (person) => <StatusBadge $tone={statusTone[person.status]}>{person.status === 'active' ? 'Active' : 'Disabled'}</StatusBadge> },
            {
              header: 'Activity',
              cell: (person) => (
                <>
                  {person.lastSeenAt ? formatTime(person.lastSeenAt) : '—'}
                  <br />
                  <Link to={`/audit?subjectType=user&subjectId=${person.id}`}>
                    History<Hidden> of {person.name ?? person.email}</Hidden>
                  </Link>
                </>
              ),
            },
            {
              header: 'Actions',
              cell: (person) => {
                const self = person.id === staff.id;
                const who = person.name ?? person.email;
                return self ? (
                  <span>This is you</span>
                ) : (
                  <Cell>
                    <RowForm method="post">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={person.id ?? ''} />
                      <RoleSelect name="role" defaultValue={person.role ?? 'marketer'} aria-label={`Role of ${who}`}>
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {STAFF_ROLE_LABELS[role]}
                          </option>
                        ))}
                      </RoleSelect>
                      <Button type="submit" variant="outline" size="sm">
                        Change role<Hidden> of {who}</Hidden>
                      </Button>
                    </RowForm>
                    <RowForm method="post">
                      <input type="hidden" name="intent" value={person.status === 'disabled' ? 'enable' : 'disable'} />
                      <input type="hidden" name="id" value={person.id ?? ''} />
                      <Button type="submit" variant={person.status === 'disabled' ? 'outline' : 'destructive'} size="sm">
                        {person.status === 'disabled' ? 'Enable' : 'Disable'}
                        <Hidden> {who}</Hidden>
                      </Button>
                    </RowForm>
                    {person.status === 'active' ? (
                      <RowForm method="post">
                        <input type="hidden" name="intent" value="reset" />
                        <input type="hidden" name="id" value={person.id ?? ''} />
                        <Button type="submit" variant="ghost" size="sm">
                          Send password reset link<Hidden> to {who}</Hidden>
                        </Button>
                      </RowForm>
                    ) : null}
                  </Cell>
                );
              },
            },
          ]}
        />
        <Pagination page={people.page} perPage={people.perPage} total={people.total} search={search} />
      </Panel>
    </>
  );
}
