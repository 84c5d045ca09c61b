// /admin/applications: job applications (recruiters, admins). A summary per job (how many,
// by status), then the filtered list. Filters are a GET form (shareable URLs, no JavaScript).
import { APPLICATION_STATUSES } from '@joognoo/schemas';
import { APPLICATION_FILTER_KEYS, APPLICATION_STATUS_LABELS, type ApplicationJobCounts, type ApplicationList } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Link, useLoaderData } from 'react-router';
import { AdminApiError, requireStaff } from '../../back-office/admin.server';
import { adminMeta } from '../../back-office/nav';
import {
  AdminHeading,
  EmptyState,
  FilterBar,
  FormField,
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
import type { Route } from './+types/applications';
import { APPLICATION_TONES } from './tones';

export function meta() {
  return adminMeta('Applications');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'applications');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...APPLICATION_FILTER_KEYS, 'page']) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries([...query].filter(([key]) => key !== 'page'));
  const { jobs } = await api.get<{ jobs: ApplicationJobCounts[] }>('/api/admin/applications/jobs');
  try {
    const list = await api.get<ApplicationList>('/api/admin/applications', query);
    return { jobs, list, filters, errors: {} as Record<string, string>, search: query.toString() };
  } catch (error) {
    if (!(error instanceof AdminApiError) || error.status !== 400) throw error;
    const list = await api.get<ApplicationList>('/api/admin/applications', { perPage: 1 });
    return { jobs, list: { ...list, items: [], total: 0 }, filters, errors: error.body.errors ?? {}, search: '' };
  }
}

export default function Applications() {
  const { jobs, list, filters, errors, search } = useLoaderData<typeof loader>();
  const f = filters as Record<string, string | undefined>;
  return (
    <>
      <AdminHeading title="Applications" intro="Candidates who applied for a job, newest first. Open one to screen it, add notes and download the CV." />
      <Panel aria-labelledby="applications-per-job">
        <PanelTitle id="applications-per-job">Per job</PanelTitle>
        {jobs.length === 0 ? (
          <EmptyState>No applications yet.</EmptyState>
        ) : (
          <TableScroll>
            <Table>
              <caption>Applications per job</caption>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">Total</th>
                  {APPLICATION_STATUSES.map((status) => (
                    <th scope="col" key={status}>
                      {APPLICATION_STATUS_LABELS[status]}
                    </th>
                  ))}
                  <th scope="col">Latest</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.slug}>
                    <th scope="row">
                      <Link to={`/applications?job=${encodeURIComponent(job.slug)}`} aria-label={`Applications for ${job.title}`}>
                        {job.title}
                      </Link>
                      {job.department ? (
                        <>
                          <br />
                          {job.department}
                        </>
                      ) : null}
                    </th>
                    <td>{job.total}</td>
                    {APPLICATION_STATUSES.map((status) => (
                      <td key={status}>{job.byStatus[status]}</td>
                    ))}
                    <td>{formatTime(job.latestAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Panel>
      {Object.keys(errors).length > 0 ? <Notice tone="danger">{Object.values(errors).join(' ')}</Notice> : null}
      <FilterBar method="get" action="/admin/applications" aria-label="Filter applications">
        <FormField label="Search" hint="Name or e-mail">
          <TextInput type="search" name="q" defaultValue={f.q ?? ''} />
        </FormField>
        <FormField label="Job">
          <SelectInput name="job" defaultValue={f.job ?? ''}>
            <option value="">Any</option>
            {list.choices.jobs.map((job) => (
              <option key={job.slug} value={job.slug}>
                {job.title}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Status">
          <SelectInput name="status" defaultValue={f.status ?? ''}>
            <option value="">Any</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectInput>
        </FormField>
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
          <Link to="/applications">Clear</Link>
        </div>
      </FilterBar>
      {list.items.length === 0 ? (
        <EmptyState>No applications match these filters.</EmptyState>
      ) : (
        <TableScroll>
          <Table>
            <caption>Applications</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Candidate</th>
                <th scope="col">Job</th>
                <th scope="col">CV</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((application) => (
                <tr key={application.id}>
                  <td>{formatTime(application.createdAt)}</td>
                  <th scope="row">
                    <Link to={`/applications/${application.id}`}>
                      {application.firstName} {application.lastName}
                    </Link>
                    <br />
                    {application.email}
                  </th>
                  <td>{application.job.title}</td>
                  <td>
                    {application.cv.kind.toUpperCase()}
                    {application.cv.flag ? (
                      <>
                        {' '}
                        <StatusBadge $tone="danger">Flagged</StatusBadge>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <StatusBadge $tone={APPLICATION_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</StatusBadge>
                  </td>
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
