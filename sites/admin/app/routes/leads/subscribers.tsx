// /admin/subscribers: newsletter sign-ups by status and source (marketers, admins), their CSV
// export with the same filters, taking an address off the list, and, for admins only, the
// privacy erase of a visitor (each with the address typed twice).
import { LOCALE_ENGLISH_NAMES } from '@joognoo/schemas';
import { SUBSCRIBER_FILTER_KEYS, SUBSCRIBER_STATUSES, canUse } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { formFailure, requireStaff } from '../../back-office/admin.server';
import { ChoiceField, DataTable, FilterForm, SearchField, plainOptions } from '../../back-office/list';
import { filteredList } from '../../back-office/list.server';
import { AdminHeading, FormField, FormGrid, Notice, Pagination, Panel, PanelTitle, StatusBadge, TextInput, formatTime } from '../../back-office/ui';
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
  const notice = doneNotice(request, { erased: 'The person’s data was erased.', removed: 'The address was removed from the newsletter list.' });
  const { list, filters, refused, search, exportQuery } = await filteredList(api.listSubscribers, request, SUBSCRIBER_FILTER_KEYS);
  return { list, filters, notice, canErase, invalid: refused ? (refused.message ?? 'Please correct the filters.') : null, search, exportQuery };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent: Intent = form.get('intent') === 'erase' ? 'erase' : 'remove';
  // The erase needs the privacy area (admins); the API checks it again.
  const { api } = await requireStaff(context, request, intent === 'erase' ? 'privacy' : 'subscribers');
  const address = { email: String(form.get('email') ?? ''), confirm: String(form.get('confirm') ?? '') };
  try {
    await (intent === 'erase' ? api.eraseSubscriber(address) : api.removeSubscriber(address));
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
  const { list, filters: f, notice, canErase, invalid, search, exportQuery } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const failure = (intent: Intent) => (failed && !failed.ok && failed.intent === intent ? { message: failed.message, errors: failed.errors as Record<string, string> } : undefined);
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
      <FilterForm action="/admin/subscribers" label="Filter subscribers" clear="/subscribers">
        <SearchField hint="E-mail address" value={f.q} />
        <ChoiceField name="status" label="Status" value={f.status} options={SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))} />
        <ChoiceField name="source" label="Source" value={f.source} options={plainOptions(list.choices.sources)} />
      </FilterForm>
      <DataTable
        caption="Subscribers"
        empty="No subscribers match these filters."
        rows={list.items}
        rowKey={(subscriber) => subscriber.id}
        columns={[
          { header: 'E-mail', rowHeader: true, cell: (subscriber) => subscriber.email },
          { header: 'Status', cell: (subscriber) => <StatusBadge $tone={STATUS_TONES[subscriber.status]}>{STATUS_LABELS[subscriber.status]}</StatusBadge> },
          { header: 'Source', cell: (subscriber) => subscriber.source || '—' },
          { header: 'Partner', cell: (subscriber) => subscriber.partnerId ?? '—' },
          { header: 'Campaign', cell: (subscriber) => subscriber.utmCampaign ?? '—' },
          { header: 'Language', cell: (subscriber) => LOCALE_ENGLISH_NAMES[subscriber.locale] },
          { header: 'Signed up', cell: (subscriber) => formatTime(subscriber.createdAt) },
          { header: 'Confirmed', cell: (subscriber) => (subscriber.confirmedAt ? formatTime(subscriber.confirmedAt) : '—') },
        ]}
      />
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
