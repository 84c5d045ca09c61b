// /admin/leads: the leads inbox (sales, admins). Filters are a GET form (shareable URLs); the
// CSV export link carries the same query.
import { LEAD_FILTER_KEYS, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadList } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Link, useLoaderData } from 'react-router';
import { AdminApiError, requireStaff } from '../../back-office/admin.server';
import {
  AdminHeading,
  EmptyState,
  FilterBar,
  FormField,
  Notice,
  Pagination,
  SelectInput,
  StatusBadge,
  Table,
  TableScroll,
  TextInput,
  formatTime,
} from '../../back-office/ui';
import type { Route } from './+types/leads';
import { STATUS_TONES } from './tones';

export function meta() {
  return [{ title: 'Leads · Back office · Joognoo' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'leads');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...LEAD_FILTER_KEYS, 'page']) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries([...query].filter(([key]) => key !== 'page'));
  const exportQuery = new URLSearchParams(filters).toString();
  try {
    const list = await api.get<LeadList>('/api/admin/leads', query);
    return { list, filters, errors: {} as Record<string, string>, search: query.toString(), exportQuery };
  } catch (error) {
    if (!(error instanceof AdminApiError) || error.status !== 400) throw error;
    const list = await api.get<LeadList>('/api/admin/leads', { perPage: 1 });
    return { list: { ...list, items: [], total: 0 }, filters, errors: error.body.errors ?? {}, search: '', exportQuery: '' };
  }
}

function Choice({ name, label, value, options }: { name: string; label: string; value?: string; options: readonly { value: string; label: string }[] }) {
  return (
    <FormField label={label}>
      <SelectInput name={name} defaultValue={value ?? ''}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    </FormField>
  );
}

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export default function Leads() {
  const { list, filters, errors, search, exportQuery } = useLoaderData<typeof loader>();
  const f = filters as Record<string, string | undefined>;
  const { choices } = list;
  return (
    <>
      <AdminHeading
        title="Leads"
        intro="Every contact request, newest first. Filter, open one to work it, or export the filtered list."
        actions={
          <Button as="a" variant="apple-outline" href={`/admin/leads/export.csv${exportQuery ? `?${exportQuery}` : ''}`} download>
            Export CSV
          </Button>
        }
      />
      {Object.keys(errors).length > 0 ? <Notice tone="danger">{Object.values(errors).join(' ')}</Notice> : null}
      <FilterBar method="get" action="/admin/leads" aria-label="Filter leads">
        <FormField label="Search" hint="Name, e-mail, company or message">
          <TextInput type="search" name="q" defaultValue={f.q ?? ''} />
        </FormField>
        <Choice name="status" label="Status" value={f.status} options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))} />
        <Choice name="partner" label="Partner" value={f.partner} options={[{ value: 'none', label: 'No partner' }, ...choices.partners.map((partner) => ({ value: partner.id, label: partner.name }))]} />
        <Choice name="campaign" label="UTM campaign" value={f.campaign} options={plain(choices.campaigns)} />
        <Choice name="form" label="Form" value={f.form} options={plain(choices.forms)} />
        <Choice name="service" label="Service or interest" value={f.service} options={plain(choices.services)} />
        <Choice name="source" label="Source" value={f.source} options={plain(choices.sources)} />
        <Choice
          name="owner"
          label="Owner"
          value={f.owner}
          options={[{ value: 'none', label: 'Unassigned' }, ...choices.owners.map((owner) => ({ value: String(owner.id), label: owner.name ?? owner.email }))]}
        />
        <FormField label="From" error={errors.from}>
          <TextInput type="date" name="from" defaultValue={f.from ?? ''} aria-invalid={errors.from ? true : undefined} />
        </FormField>
        <FormField label="To" error={errors.to}>
          <TextInput type="date" name="to" defaultValue={f.to ?? ''} aria-invalid={errors.to ? true : undefined} />
        </FormField>
        <div>
          <Button type="submit" variant="apple">
            Filter
          </Button>{' '}
          <Link to="/leads">Clear</Link>
        </div>
      </FilterBar>
      {list.items.length === 0 ? (
        <EmptyState>No leads match these filters.</EmptyState>
      ) : (
        <TableScroll>
          <Table>
            <caption>Leads</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">Company</th>
                <th scope="col">Form / service</th>
                <th scope="col">Partner</th>
                <th scope="col">Campaign</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((lead) => (
                <tr key={lead.id}>
                  <td>{formatTime(lead.createdAt)}</td>
                  <th scope="row">
                    <Link to={`/leads/${lead.id}`}>
                      {lead.firstName} {lead.lastName}
                    </Link>
                    <br />
                    {lead.email}
                  </th>
                  <td>{lead.company}</td>
                  <td>
                    {lead.form}
                    {lead.service ? ` · ${lead.service}` : ` · ${lead.interest}`}
                  </td>
                  <td>{lead.partnerId ?? '—'}</td>
                  <td>{lead.utmCampaign ?? '—'}</td>
                  <td>
                    <StatusBadge $tone={STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</StatusBadge>
                  </td>
                  <td>{lead.owner ? (lead.owner.name ?? lead.owner.email) : 'Unassigned'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <Pagination page={list.page} perPage={list.perPage} total={list.total} search={search} />
    </>
  );
}
