// /admin/applications/:id: everything a candidate sent, the attribution, the CV (its meta, a
// flag when the upload found active content, the download link), the status and the notes.
// Every change is a plain POST form (works without JavaScript) whose action redirects back
// here with a notice.
import type { ApplicationStatus } from '@joognoo/schemas';
import { APPLICATION_STATUS_LABELS, LEAD_NOTE_MAX_LENGTH, type ApplicationDetail } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { useActionData, useLoaderData } from 'react-router';
import { requireStaff } from '../../back-office/admin.server';
import { adminMeta } from '../../back-office/nav';
import { AttributionPanel, Columns, Fact, Facts, LongText, NotesPanel, RecordPage, StatusPanel, type RecordFailure } from '../../back-office/record';
import { loadRecord, recordAction } from '../../back-office/record.server';
import { Notice, Panel, PanelTitle, StatusBadge, formatTime } from '../../back-office/ui';
import { doneNotice } from '../leads/csv.server';
import type { Route } from './+types/application';
import { APPLICATION_TONES, formatBytes } from './tones';

const DONE: Record<string, string> = {
  status: 'The status was changed.',
  note: 'The note was added.',
};

export function meta({ data: loaded }: Route.MetaArgs) {
  const application = (loaded as { application?: ApplicationDetail } | undefined)?.application;
  return adminMeta(application ? `${application.firstName} ${application.lastName} · Applications` : 'Application');
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'applications');
  const { application } = await loadRecord(api.getApplication(params.id), 'No application with this id.');
  return { application, notice: doneNotice(request, DONE) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'applications');
  const form = await request.formData();
  return recordAction(
    form,
    {
      // The form's choice as sent: the API checks it (400, or 409 for a move it does not allow).
      status: (form) => api.updateApplicationStatus(params.id, { status: String(form.get('status') ?? '') as ApplicationStatus }),
      note: (form) => api.addApplicationNote(params.id, { body: String(form.get('body') ?? '') }),
    },
    `/applications/${encodeURIComponent(params.id)}`,
  );
}

/** Only http(s) links are rendered as links (the API accepts no other, this is a second guard). */
function isHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export default function Application() {
  const { application: app, notice } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as RecordFailure;
  const errors = failed?.errors ?? {};
  const name = `${app.firstName} ${app.lastName}`;
  return (
    <RecordPage
      back={{ to: '/applications', label: '← All applications' }}
      title={name}
      intro={
        <>
          {app.job.title} · received {formatTime(app.createdAt)} · <StatusBadge $tone={APPLICATION_TONES[app.status]}>{APPLICATION_STATUS_LABELS[app.status]}</StatusBadge>
        </>
      }
      notice={notice}
      failed={failed}
    >
      <Columns>
        <Panel aria-labelledby="application-candidate">
          <PanelTitle id="application-candidate">Candidate</PanelTitle>
          <Facts>
            <Fact label="Name" value={name} />
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${app.email}`}>{app.email}</a>
            </dd>
            <Fact label="Phone" value={app.phone} />
            <dt>Profile</dt>
            <dd>
              {app.profileUrl && isHttp(app.profileUrl) ? (
                <a href={app.profileUrl} rel="noopener noreferrer nofollow" target="_blank">
                  {app.profileUrl}
                </a>
              ) : (
                app.profileUrl || '—'
              )}
            </dd>
            <Fact label="Job" value={`${app.job.title} (${app.job.slug})`} />
            <Fact label="Department" value={app.department} />
            <Fact label="Reference" value={app.reference} />
            <Fact label="Consent" value={app.consent ? 'Yes, agreed to the privacy policy' : 'No'} />
            <Fact label="Origin" value={app.origin} />
          </Facts>
        </Panel>
        <AttributionPanel id="application-attribution" attribution={app.attribution} />
      </Columns>
      <Panel aria-labelledby="application-cv">
        <PanelTitle id="application-cv">CV</PanelTitle>
        {app.cv.flag ? <Notice tone="danger">{`Flagged when it was uploaded: ${app.cv.flag} Open it with care.`}</Notice> : null}
        <Facts>
          <Fact label="File" value={app.cv.filename} />
          <Fact label="Type" value={app.cv.kind === 'pdf' ? 'PDF' : 'Word document (DOCX)'} />
          <Fact label="Size" value={formatBytes(app.cv.size)} />
        </Facts>
        <p>
          <Button as="a" variant="apple-outline" href={`/admin/applications/${app.id}/cv`} download={app.cv.downloadName}>
            Download CV
          </Button>
        </p>
      </Panel>
      <Panel aria-labelledby="application-letter">
        <PanelTitle id="application-letter">Cover letter</PanelTitle>
        <LongText>{app.coverLetter || '—'}</LongText>
      </Panel>
      <StatusPanel id="application-status" noun="application" allowed={app.allowedStatuses} labels={APPLICATION_STATUS_LABELS} history={app.history} error={errors.status} />
      <NotesPanel id="application-notes" notes={app.notes} maxLength={LEAD_NOTE_MAX_LENGTH} error={errors.body} />
    </RecordPage>
  );
}
