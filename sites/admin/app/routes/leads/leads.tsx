// /admin/leads: the leads inbox (sales, admins). Filters are a GET form (shareable URLs); the
// CSV export link carries the same query.
import { LEAD_FILTER_KEYS, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadList } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Link, useLoaderData } from 'react-router';
import { requireStaff } from '../../back-office/admin.server';
import { ChoiceField, DataTable, DateField, FilterForm, SearchField, plainOptions } from '../../back-office/list';
import { filteredList } from '../../back-office/list.server';
import { AdminHeading, Notice, Pagination, StatusBadge, formatTime } from '../../back-office/ui';
import type { Route } from './+types/leads';
import { STATUS_TONES } from './tones';

export function meta() {
  return [{ title: 'Leads · Back office · Joognoo' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'leads');
  return filteredList(api.listLeads, request, LEAD_FILTER_KEYS);
}

type LeadRow = LeadList['items'][number];

export default function Leads() {
  const { list, filters: f, refused, search, exportQuery } = useLoaderData<typeof loader>();
  const errors = refused?.errors ?? {};
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
      <FilterForm action="/admin/leads" label="Filter leads" clear="/leads">
        <SearchField hint="Name, e-mail, company or message" value={f.q} />
        <ChoiceField name="status" label="Status" value={f.status} options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))} />
        <ChoiceField name="partner" label="Partner" value={f.partner} options={[{ value: 'none', label: 'No partner' }, ...choices.partners.map((partner) => ({ value: partner.id, label: partner.name }))]} />
        <ChoiceField name="campaign" label="UTM campaign" value={f.campaign} options={plainOptions(choices.campaigns)} />
        <ChoiceField name="form" label="Form" value={f.form} options={plainOptions(choices.forms)} />
        <ChoiceField name="service" label="Service or interest" value={f.service} options={plainOptions(choices.services)} />
        <ChoiceField name="source" label="Source" value={f.source} options={plainOptions(choices.sources)} />
        <ChoiceField
          name="owner"
          label="Owner"
          value={f.owner}
          options={[{ value: 'none', label: 'Unassigned' }, ...choices.owners.map((owner) => ({ value: String(owner.id), label: owner.name ?? owner.email }))]}
        />
        <DateField name="from" label="From" value={f.from} error={errors.from} />
        <DateField name="to" label="To" value={f.to} error={errors.to} />
      </FilterForm>
      <DataTable<LeadRow>
        caption="Leads"
        empty="No leads match these filters."
        rows={list.items}
        rowKey={(lead) => lead.id}
        columns={[
          { header: 'Received', cell: (lead) => formatTime(lead.createdAt) },
          {
            header: 'Name',
            rowHeader: true,
            cell: (lead) => (
              <>
                <Link to={`/leads/${lead.id}`}>
                  {lead.firstName} {lead.lastName}
                </Link>
                <br />
                {lead.email}
              </>
            ),
          },
          { header: 'Company', cell: (lead) => lead.company },
          {
            header: 'Form / service',
            cell: (lead) => (
              <>
                {lead.form}
                {lead.service ? ` · ${lead.service}` : ` · ${lead.interest}`}
              </>
            ),
          },
          { header: 'Partner', cell: (lead) => lead.partnerId ?? '—' },
          { header: 'Campaign', cell: (lead) => lead.utmCampaign ?? '—' },
          { header: 'Status', cell: (lead) => <StatusBadge $tone={STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</StatusBadge> },
          { header: 'Owner', cell: (lead) => (lead.owner ? (lead.owner.name ?? lead.owner.email) : 'Unassigned') },
        ]}
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} search={search} />
    </>
  );
}
