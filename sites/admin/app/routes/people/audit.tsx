// /admin/audit: every back-office write, newest first: who, what, when, from which
// address, and what changed. Filters are a GET form (shareable URLs, no JavaScript needed).
import type { AuditQuery } from '@joognoo/schemas/admin';
import { vars } from '@joognoo/ui';
import { useLoaderData, useLocation } from 'react-router';
import styled from 'styled-components';
import { requireStaff } from '../../back-office/admin.server';
import { ChoiceField, DataTable, DateField, FilterForm, SearchField, plainOptions } from '../../back-office/list';
import { AdminHeading, FormField, Pagination, TextInput, formatTime } from '../../back-office/ui';
import type { Route } from './+types/audit';

const FILTERS = ['actor', 'action', 'subjectType', 'subjectId', 'from', 'to'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'audit');
  const params = new URL(request.url).searchParams;
  const query: AuditQuery = { page: params.get('page') };
  for (const name of FILTERS) query[name] = params.get(name);
  const log = await api.listAuditLog(query);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  return { log, filters };
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${vars.space['3']};
  margin: 0;

  dt {
    color: ${vars.color.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Pair = styled.div`
  display: contents;
`;

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export default function AuditPage() {
  const { log, filters } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <AdminHeading title="Audit log" intro="Every change made in the back office: who, what, when and from which address." />
      <FilterForm label="Filter the audit log" submit={{ variant: 'outline' }}>
        <SearchField label="Who (e-mail)" name="actor" value={filters.actor} />
        <ChoiceField name="action" label="Action" any="Any action" value={filters.action} options={plainOptions(log.actions)} />
        <FormField label="Subject type">
          <TextInput type="text" name="subjectType" defaultValue={filters.subjectType} placeholder="e.g. user, partner, lead" />
        </FormField>
        {filters.subjectId ? <input type="hidden" name="subjectId" value={filters.subjectId} /> : null}
        <DateField name="from" label="From (UTC)" value={filters.from} />
        <DateField name="to" label="To (UTC)" value={filters.to} />
      </FilterForm>
      <DataTable
        label="Audit log"
        empty="No entries match."
        rows={log.items}
        rowKey={(entry) => entry.id}
        columns={[
          { header: 'When', cell: (entry) => formatTime(entry.at) },
          { header: 'Who', cell: (entry) => entry.actor.email },
          { header: 'Action', cell: (entry) => entry.action },
          {
            header: 'Subject',
            cell: (entry) => (
              <>
                {entry.subjectType}
                {entry.subjectId ? ` ${entry.subjectId}` : ''}
              </>
            ),
          },
          { header: 'Address', cell: (entry) => entry.ip },
          {
            header: 'Details',
            cell: (entry) =>
              Object.keys(entry.details).length === 0 ? (
                '—'
              ) : (
                <Details>
                  {Object.entries(entry.details).map(([key, value]) => (
                    <Pair key={key}>
                      <dt>{key}</dt>
                      <dd>{show(value)}</dd>
                    </Pair>
                  ))}
                </Details>
              ),
          },
        ]}
      />
      <Pagination page={log.page} perPage={log.perPage} total={log.total} search={search} />
    </>
  );
}
