// /admin/subscribers: newsletter sign-ups by status and source (marketers, admins), their CSV
// export with the same filters, and the privacy erase of a person (the address typed twice).
import { SUBSCRIBER_FILTER_KEYS, SUBSCRIBER_STATUSES, type SubscriberList } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { AdminApiError, formFailure, requireStaff } from '../../../admin/admin.server';
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
} from '../../../admin/ui';
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'subscribers');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...SUBSCRIBER_FILTER_KEYS, 'page']) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries([...query].filter(([key]) => key !== 'page'));
  const notice = doneNotice(request, { erased: 'The person’s data was erased.' });
  try {
    const list = await api.get<SubscriberList>('/api/admin/subscribers', query);
    return { list, filters, notice, invalid: null as string | null, search: query.toString(), exportQuery: new URLSearchParams(filters).toString() };
  } catch (error) {
    if (!(error instanceof AdminApiError) || error.status !== 400) throw error;
    const list = await api.get<SubscriberList>('/api/admin/subscribers', { perPage: 1 });
    return { list: { ...list, items: [], total: 0 }, filters, notice, invalid: error.body.message ?? 'Please correct the filters.', search: '', exportQuery: '' };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'subscribers');
  const form = await request.formData();
  try {
    await api.send('POST', '/api/admin/subscribers/erase', { email: String(form.get('email') ?? ''), confirm: String(form.get('confirm') ?? '') });
  } catch (error) {
    return formFailure(error);
  }
  return redirect('/admin/subscribers?done=erased');
}

export default function Subscribers() {
  const { list, filters, notice, invalid, search, exportQuery } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = (failed && 'errors' in failed ? failed.errors : {}) as Record<string, string>;
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
          <Link to="/admin/subscribers">Clear</Link>
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
      <ErasePanel aria-labelledby="erase-person">
        <PanelTitle id="erase-person">Erase a person</PanelTitle>
        <p>
          Deletes everything stored about this address: the subscription, leads, pending deliveries and an account. Delivered e-mails are kept as a record with
          their content removed. This cannot be undone.
        </p>
        {failed && !failed.ok ? <Notice tone="danger">{failed.message}</Notice> : null}
        <Form method="post">
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
              Erase this person
            </Button>
          </p>
        </Form>
      </ErasePanel>
    </>
  );
}
