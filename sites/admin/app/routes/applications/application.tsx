// /admin/applications/:id: everything a candidate sent, the attribution, the CV (its meta, a
// flag when the upload found active content, the download link), the status and the notes.
// Every change is a plain POST form (works without JavaScript) whose action redirects back
// here with a notice.
import { APPLICATION_STATUS_LABELS, LEAD_NOTE_MAX_LENGTH, type ApplicationDetail } from '@joognoo/schemas/admin';
import { Button, vars } from '@joognoo/ui';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { AdminApiError, formFailure, requireStaff } from '../../back-office/admin.server';
import { adminMeta } from '../../back-office/nav';
import { Actions, AdminHeading, FormField, Notice, Panel, PanelTitle, SelectInput, StatusBadge, TextArea, formatTime } from '../../back-office/ui';
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
  try {
    const { application } = await api.get<{ application: ApplicationDetail }>(`/api/admin/applications/${encodeURIComponent(params.id)}`);
    return { application, notice: doneNotice(request, DONE) };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) throw data({ message: 'No application with this id.' }, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'applications');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const base = `/api/admin/applications/${encodeURIComponent(params.id)}`;
  try {
    if (intent === 'status') await api.send('POST', `${base}/status`, { status: String(form.get('status') ?? '') });
    else if (intent === 'note') await api.send('POST', `${base}/notes`, { body: String(form.get('body') ?? '') });
    else return data({ ok: false as const, message: 'Unknown action.', errors: {} as Record<string, string> }, { status: 400 });
  } catch (error) {
    return formFailure(error);
  }
  return redirect(`/applications/${encodeURIComponent(params.id)}?done=${intent}`);
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0;

  dt {
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Letter = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space['6']};
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  margin-block-end: ${vars.space['6']};

  /* Side by side, not stacked: no Panel's stacking margin (doubled class: Panel's own rule is two classes). */
  && > section + section {
    margin-block-start: 0;
  }
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0 0 ${vars.space['4']};
  padding: 0;
  display: grid;
  gap: ${vars.space['3']};

  li {
    padding: ${vars.space['3']};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  p {
    margin: ${vars.space['1']} 0 0;
    white-space: pre-wrap;
  }
  small {
    color: ${vars.color.muted};
  }
`;

/** The status history under the status form (a class, not a style attribute: the CSP has no 'unsafe-inline' for styles). */
const History = styled(Entries)`
  margin-block-start: ${vars.space['4']};
`;

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

/** Only http(s) links are rendered as links (the API accepts no other, this is a second guard). */
function isHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export default function Application() {
  const { application: app, notice } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = (failed && 'errors' in failed ? failed.errors : {}) as Record<string, string>;
  const a = app.attribution;
  const name = `${app.firstName} ${app.lastName}`;
  return (
    <>
      <p>
        <Link to="/applications">← All applications</Link>
      </p>
      <AdminHeading
        title={name}
        intro={
          <>
            {app.job.title} · received {formatTime(app.createdAt)} · <StatusBadge $tone={APPLICATION_TONES[app.status]}>{APPLICATION_STATUS_LABELS[app.status]}</StatusBadge>
          </>
        }
      />
      {notice ? <Notice>{notice}</Notice> : null}
      {failed && !failed.ok ? <Notice tone="danger">{failed.message}</Notice> : null}
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
        <Panel aria-labelledby="application-attribution">
          <PanelTitle id="application-attribution">Attribution</PanelTitle>
          <Facts>
            <Fact label="Partner" value={a.partnerId ? `${a.partnerName ?? a.partnerId} (${a.partnerId})` : null} />
            <Fact label="Page" value={a.pageUrl} />
            <Fact label="Referrer" value={a.referrer} />
            <Fact label="UTM source" value={a.utm_source} />
            <Fact label="UTM medium" value={a.utm_medium} />
            <Fact label="UTM campaign" value={a.utm_campaign} />
            <Fact label="UTM term" value={a.utm_term} />
            <Fact label="UTM content" value={a.utm_content} />
          </Facts>
        </Panel>
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
        <Letter>{app.coverLetter || '—'}</Letter>
      </Panel>
      <Panel aria-labelledby="application-status">
        <PanelTitle id="application-status">Status</PanelTitle>
        {app.allowedStatuses.length === 0 ? (
          <p>This application&apos;s status cannot change.</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="status" />
            <Actions>
              <FormField label="Move to" error={errors.status}>
                <SelectInput name="status" defaultValue={app.allowedStatuses[0]}>
                  {app.allowedStatuses.map((status) => (
                    <option key={status} value={status}>
                      {APPLICATION_STATUS_LABELS[status]}
                    </option>
                  ))}
                </SelectInput>
              </FormField>
              <Button type="submit" variant="apple">
                Change status
              </Button>
            </Actions>
          </Form>
        )}
        {app.history.length > 0 ? (
          <History aria-label="Status history">
            {app.history.map((change) => (
              <li key={change.id}>
                {change.from ? APPLICATION_STATUS_LABELS[change.from] : '—'} → {APPLICATION_STATUS_LABELS[change.to]}{' '}
                <small>
                  by {change.actor.email}, {formatTime(change.createdAt)}
                </small>
              </li>
            ))}
          </History>
        ) : null}
      </Panel>
      <Panel aria-labelledby="application-notes">
        <PanelTitle id="application-notes">Notes</PanelTitle>
        {app.notes.length > 0 ? (
          <Entries>
            {app.notes.map((note) => (
              <li key={note.id}>
                <small>
                  {note.author.email}, {formatTime(note.createdAt)}
                </small>
                <p>{note.body}</p>
              </li>
            ))}
          </Entries>
        ) : (
          <p>No notes yet.</p>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="note" />
          <FormField label="New note" error={errors.body}>
            <TextArea name="body" required maxLength={LEAD_NOTE_MAX_LENGTH} aria-invalid={errors.body ? true : undefined} />
          </FormField>
          <p>
            <Button type="submit" variant="apple-outline">
              Add note
            </Button>
          </p>
        </Form>
      </Panel>
    </>
  );
}
