// /admin/subscribers: newsletter sign-ups by status and source (marketers, admins), their CSV
// export with the same filters, taking an address off the list, and, for admins only, the
// privacy erase of a visitor (each with the address typed twice).
import { SUBSCRIBER_FILTER_KEYS, SUBSCRIBER_STATUSES, canUse, type SubscriberList } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Form, Link, data, redirect, useActionData, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { AdminApiError, formFailure, requireStaff } from '../../back-office/admin.server';
import {
  AdminHeading,
  EmptyState,
  FilterBar,
  FormField,
  FormGrid,
  Notice,
  Pagination,
  Panel,
  PanelTitle,
  SelectInput,
  StatusBadge,
  Table,
  TableScroll,
  TextInput,
  formatTime,
} from '../../back-office/ui';
import type { Route } from './+types/subscribers';
import { doneNotice } from './csv.server';

const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } as const;
const STATUS_TONES = { pending: 'warning', confirmed: 'success', unsubscribed: 'neutral' } as const;

/** Set apart from the list (a class, not a style attribute: the CSP allows no inline styles). */
const ErasePanel = styled(Panel)`
  margin-block-start: 32px;
`;

export function meta() {
  return [{ title: 'Subscribers · Back office · Joognoo' }];
}

/** The two forms at the bottom: `remove` (the subscribers area) and `erase` (the privacy area, admins). */
type Intent = 'remove' | 'erase';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, staff } = await requireStaff(context, request, 'subscribers');
  const canErase = canUse(staff.role, 'privacy');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...SUBSCRIBER_FILTER_KEYS, 'page']) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries([...query].filter(([key]) => key !== 'page'));
  const notice = doneNotice(request, { erased: 'The person’s data was erased.', removed: 'The address was removed from the newsletter list.' });
  try {
    const list = await api.get<SubscriberList>('/api/admin/subscribers', query);
    return { list, filters, notice, canErase, invalid: null as string | null, search: query.toString(), exportQuery: new URLSearchParams(filters).toString() };
  } catch (error) {
    if (!(error instanceof AdminApiError) || error.status !== 400) throw error;
    const list = await api.get<SubscriberList>('/api/admin/subscribers', { perPage: 1 });
    return { list: { ...list, items: [], total: 0 }, filters, notice, canErase, invalid: error.body.message ?? 'Please correct the filters.', search: '', exportQuery: '' };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent: Intent = form.get('intent') === 'erase' ? 'erase' : 'remove';
  // The erase needs the privacy area (admins); the API checks it again.
  const { api } = await requireStaff(context, request, intent === 'erase' ? 'privacy' : 'subscribers');
  try {
    await api.send('POST', `/api/admin/subscribers/${intent}`, { email: String(form.get('email') ?? ''), confirm: String(form.get('confirm') ?? '') });
  } catch (error) {
    const failure = formFailure(error);
    return data({ ...failure.data, intent }, { status: failure.init?.status ?? 400 });
  }
  return redirect(`/subscribers?done=${intent === 'erase' ? 'erased' : 'removed'}`);
}

/** The address typed twice, for one of the two forms; the failure shows on the form that was sent. */
function AddressForm({ intent, failed, submit }: { intent: Intent; failed: { message: string; errors: Record<string, string> } | undefined; submit: string }) {
  const errors = failed?.errors ?? {};
  return (
    <>
      {failed ? <Notice tone="danger">{failed.message}</Notice> : null}
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <FormGrid>
          <FormField label="E-mail address" error={errors.email}>
            <TextInput type="email" name="email" required autoComplete="off" aria-invalid={errors.email ? true : undefined} />
          </FormField>
          <FormField label="Type the address again to confirm" error={errors.confirm}>
            <TextInput type="email" name="confirm" required autoComplete="off" aria-invalid={errors.confirm ? true : undefined} />
          </FormField>
        </FormGrid>
        <p>
          <Button type="submit" variant="destructive">
            {submit}
          </Button>
        </p>
      </Form>
    </>
  );
}

export default function Subscribers() {
  const { list, filters, notice, canErase, invalid, search, exportQuery } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const failure = (intent: Intent) => (failed && !failed.ok && failed.intent === intent ? { message: failed.message, errors: failed.errors as Record<string, string> } : undefined);
  const f = filters as Record<string, string | undefined>;
  return (
    <>
      <AdminHeading
        title="Subscribers"
        intro="Newsletter sign-ups: pending (not confirmed yet), confirmed, and those who left."
        actions={
          <Button as="a" variant="apple-outline" href={`/admin/subscribers/export.csv${exportQuery ? `?${exportQuery}` : ''}`} download>
            Export CSV
          </Button>
        }
      />
      {notice ? <Notice>{notice}</Notice> : null}
      {invalid ? <Notice tone="danger">{invalid}</Notice> : null}
      <FilterBar method="get" action="/admin/subscribers" aria-label="Filter subscribers">
        <FormField label="Search" hint="E-mail address">
          <TextInput type="search" name="q" defaultValue={f.q ?? ''} />
        </FormField>
        <FormField label="Status">
          <SelectInput name="status" defaultValue={f.status ?? ''}>
            <option value="">Any</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Source">
          <SelectInput name="source" defaultValue={f.source ?? ''}>
            <option value="">Any</option>
            {list.choices.sources.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <div>
          <Button type="submit" variant="apple">
            Filter
          </Button>{' '}
          <Link to="/subscribers">Clear</Link>
        </div>
      </FilterBar>
      {list.items.length === 0 ? (
        <EmptyState>No subscribers match these filters.</EmptyState>
      ) : (
        <TableScroll>
          <Table>
            <caption>Subscribers</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
                <th scope="col">Source</th>
                <th scope="col">Partner</th>
                <th scope="col">Campaign</th>
                <th scope="col">Signed up</th>
                <th scope="col">Confirmed</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row">{subscriber.email}</th>
                  <td>
                    <StatusBadge $tone={STATUS_TONES[subscriber.status]}>{STATUS_LABELS[subscriber.status]}</StatusBadge>
                  </td>
                  <td>{subscriber.source || '—'}</td>
                  <td>{subscriber.partnerId ?? '—'}</td>
                  <td>{subscriber.utmCampaign ?? '—'}</td>
                  <td>{formatTime(subscriber.createdAt)}</td>
                  <td>{subscriber.confirmedAt ? formatTime(subscriber.confirmedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <Pagination page={list.page} perPage={list.perPage} total={list.total} search={search} />
      <ErasePanel aria-labelledby="remove-subscriber">
        <PanelTitle id="remove-subscriber">Remove from the list</PanelTitle>
        <p>Takes this address off the newsletter list: its subscription and any confirmation e-mail not sent yet. Nothing else stored about the address changes.</p>
        <AddressForm intent="remove" failed={failure('remove')} submit="Remove from the list" />
      </ErasePanel>
      {canErase ? (
        <ErasePanel aria-labelledby="erase-person">
          <PanelTitle id="erase-person">Erase a person</PanelTitle>
          <p>
            Deletes everything stored about this visitor: the subscription, leads, job applications with their CVs, notes, pending deliveries and a customer
            account. Delivered e-mails are kept as a record with their content removed. The address of a staff member is refused: staff accounts are managed
            under People. This cannot be undone.
          </p>
          <AddressForm intent="erase" failed={failure('erase')} submit="Erase this person" />
        </ErasePanel>
      ) : null}
    </>
  );
}
