// /admin/applications: job applications (recruiters, admins). A summary per job (how many,
// by status), then the filtered list. Filters are a GET form (shareable URLs, no JavaScript).
import { APPLICATION_STATUSES } from '@joognoo/schemas';
import { APPLICATION_FILTER_KEYS, APPLICATION_STATUS_LABELS, type ApplicationJobCounts, type ApplicationList } from '@joognoo/schemas/admin';
import { Link, useLoaderData } from 'react-router';
import { requireStaff } from '../../back-office/admin.server';
import { ChoiceField, DataTable, DateField, FilterForm, SearchField, type Column } from '../../back-office/list';
import { filteredList } from '../../back-office/list.server';
import { adminMeta } from '../../back-office/nav';
import { AdminHeading, Notice, Pagination, Panel, PanelTitle, StatusBadge, formatTime } from '../../back-office/ui';
import type { Route } from './+types/applications';
import { APPLICATION_TONES } from './tones';

export function meta() {
  return adminMeta('Applications');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'applications');
  const { jobs } = await api.listApplicationJobs();
  return { jobs, ...(await filteredList(api.listApplications, request, APPLICATION_FILTER_KEYS)) };
}

const JOB_COLUMNS: Column<ApplicationJobCounts>[] = [
  {
    header: 'Job',
    rowHeader: true,
    cell: (job) => (
      <>
        <Link to={`/applications?job=${encodeURIComponent(job.slug)}`} aria-label={`Applications for ${job.title}`}>
          {job.title}
        </Link>
        {job.department ? (
          <>
            <br />
            {job.department}
          </>
        ) : null}
      </>
    ),
  },
  { header: 'Total', cell: (job) => job.total },
  ...APPLICATION_STATUSES.map((status) => ({ header: APPLICATION_STATUS_LABELS[status], cell: (job: ApplicationJobCounts) => job.byStatus[status] })),
  { header: 'Latest', cell: (job) => formatTime(job.latestAt) },
];

const APPLICATION_COLUMNS: Column<ApplicationList['items'][number]>[] = [
  { header: 'Received', cell: (application) => formatTime(application.createdAt) },
  {
    header: 'Candidate',
    rowHeader: true,
    cell: (application) => (
      <>
        <Link to={`/applications/${application.id}`}>
          {application.firstName} {application.lastName}
        </Link>
        <br />
        {application.email}
      </>
    ),
  },
  { header: 'Job', cell: (application) => application.job.title },
  {
    header: 'CV',
    cell: (application) => (
      <>
        {application.cv.kind.toUpperCase()}
        {application.cv.flag ? (
          <>
            {' '}
            <StatusBadge $tone="danger">Flagged</StatusBadge>
          </>
        ) : null}
      </>
    ),
  },
  { header: 'Status', cell: (application) => <StatusBadge $tone={APPLICATION_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</StatusBadge> },
];

export default function Applications() {
  const { jobs, list, filters: f, refused, search } = useLoaderData<typeof loader>();
  const errors = refused?.errors ?? {};
  return (
    <>
      <AdminHeading title="Applications" intro="Candidates who applied for a job, newest first. Open one to screen it, add notes and download the CV." />
      <Panel aria-labelledby="applications-per-job">
        <PanelTitle id="applications-per-job">Per job</PanelTitle>
        <DataTable caption="Applications per job" empty="No applications yet." rows={jobs} rowKey={(job) => job.slug} columns={JOB_COLUMNS} />
      </Panel>
      {Object.keys(errors).length > 0 ? <Notice tone="danger">{Object.values(errors).join(' ')}</Notice> : null}
      <FilterForm action="/admin/applications" label="Filter applications" clear="/applications">
        <SearchField hint="Name or e-mail" value={f.q} />
        <ChoiceField name="job" label="Job" value={f.job} options={list.choices.jobs.map((job) => ({ value: job.slug, label: job.title }))} />
        <ChoiceField name="status" label="Status" value={f.status} options={APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] }))} />
        <DateField name="from" label="From" value={f.from} error={errors.from} />
        <DateField name="to" label="To" value={f.to} error={errors.to} />
      </FilterForm>
      <DataTable caption="Applications" empty="No applications match these filters." rows={list.items} rowKey={(application) => application.id} columns={APPLICATION_COLUMNS} />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} search={search} />
    </>
  );
}
