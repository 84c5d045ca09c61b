// /admin/audit (issue 17): every back-office write, newest first: who, what, when, from which
// address, and what changed. Filters are a GET form (shareable URLs, no JavaScript needed).
import type { AuditEntry, Page } from '@joognoo/schemas/admin';
import { Button, vars } from '@joognoo/ui';
import { useLoaderData, useLocation } from 'react-router';
import styled from 'styled-components';
import { requireStaff } from '../../back-office/admin.server';
import { AdminHeading, EmptyState, FilterBar, FormField, Pagination, SelectInput, Table, TableScroll, TextInput, formatTime } from '../../back-office/ui';
import type { Route } from './+types/audit';

const FILTERS = ['actor', 'action', 'subjectType', 'subjectId', 'from', 'to'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'audit');
  const params = new URL(request.url).searchParams;
  const query: Record<string, string | null> = { page: params.get('page') };
  for (const name of FILTERS) query[name] = params.get(name);
  const log = await api.get<Page<AuditEntry> & { actions: string[] }>('/api/admin/audit', query);
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
      <FilterBar method="get" aria-label="Filter the audit log">
        <FormField label="Who (e-mail)">
          <TextInput type="search" name="actor" defaultValue={filters.actor} />
        </FormField>
        <FormField label="Action">
          <SelectInput name="action" defaultValue={filters.action}>
            <option value="">Any action</option>
            {log.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Subject type">
          <TextInput type="text" name="subjectType" defaultValue={filters.subjectType} placeholder="e.g. user, partner, lead" />
        </FormField>
        {filters.subjectId ? <input type="hidden" name="subjectId" value={filters.subjectId} /> : null}
        <FormField label="From (UTC)">
          <TextInput type="date" name="from" defaultValue={filters.from} />
        </FormField>
        <FormField label="To (UTC)">
          <TextInput type="date" name="to" defaultValue={filters.to} />
        </FormField>
        <div>
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </div>
      </FilterBar>
      {log.items.length === 0 ? (
        <EmptyState>No entries match.</EmptyState>
      ) : (
        <TableScroll>
          <Table aria-label="Audit log">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Address</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatTime(entry.at)}</td>
                  <td>{entry.actor.email}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.subjectType}
                    {entry.subjectId ? ` ${entry.subjectId}` : ''}
                  </td>
                  <td>{entry.ip}</td>
                  <td>
                    {Object.keys(entry.details).length === 0 ? (
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
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <Pagination page={log.page} perPage={log.perPage} total={log.total} search={search} />
    </>
  );
}
