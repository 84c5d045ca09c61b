// /admin/leads/:id: everything a lead captured, its deliveries (with a retry for a dead one),
// its status, owner and notes. Every change is a plain POST form (works without JavaScript)
// whose action redirects back here with a notice.
import { LEAD_STATUS_LABELS, LEAD_NOTE_MAX_LENGTH, type LeadDetail } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { vars } from '@joognoo/ui';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { AdminApiError, formFailure, requireStaff } from '../../back-office/admin.server';
import {
  Actions,
  AdminHeading,
  EmptyState,
  FormField,
  Notice,
  Panel,
  PanelTitle,
  SelectInput,
  StatusBadge,
  Table,
  TableScroll,
  TextArea,
  formatTime,
} from '../../back-office/ui';
import type { Route } from './+types/lead';
import { doneNotice } from './csv.server';
import { DELIVERY_TONES, STATUS_TONES } from './tones';

const DONE: Record<string, string> = {
  status: 'The status was changed.',
  owner: 'The owner was changed.',
  note: 'The note was added.',
  retry: 'The delivery was queued again.',
};

export function meta({ data: loaded }: Route.MetaArgs) {
  const lead = (loaded as { lead?: LeadDetail } | undefined)?.lead;
  return [{ title: lead ? `${lead.firstName} ${lead.lastName} · Leads · Joognoo` : 'Lead · Joognoo' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'leads');
  try {
    const { lead } = await api.get<{ lead: LeadDetail }>(`/api/admin/leads/${encodeURIComponent(params.id)}`);
    return { lead, notice: doneNotice(request, DONE) };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) throw data({ message: 'No lead with this id.' }, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'leads');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const base = `/api/admin/leads/${encodeURIComponent(params.id)}`;
  try {
    if (intent === 'status') await api.send('POST', `${base}/status`, { status: String(form.get('status') ?? '') });
    else if (intent === 'owner') {
      const owner = String(form.get('ownerId') ?? '');
      await api.send('POST', `${base}/owner`, { ownerId: owner ? Number(owner) : null });
    } else if (intent === 'note') await api.send('POST', `${base}/notes`, { body: String(form.get('body') ?? '') });
    else if (intent === 'retry') await api.send('POST', `${base}/deliveries/${encodeURIComponent(String(form.get('deliveryId') ?? ''))}/retry`, {});
    else return data({ ok: false as const, message: 'Unknown action.', errors: {} as Record<string, string> }, { status: 400 });
  } catch (error) {
    return formFailure(error);
  }
  return redirect(`/leads/${encodeURIComponent(params.id)}?done=${intent}`);
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

const Message = styled.p`
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

const NoteList = styled.ol`
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

/** The status history sits under the notes (a class, not a style attribute: the CSP allows no inline styles). */
const StatusHistory = styled(NoteList)`
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

export default function Lead() {
  const { lead, notice } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = (failed && 'errors' in failed ? failed.errors : {}) as Record<string, string>;
  const a = lead.attribution;
  return (
    <>
      <p>
        <Link to="/leads">← All leads</Link>
      </p>
      <AdminHeading
        title={`${lead.firstName} ${lead.lastName}`}
        intro={
          <>
            {lead.company} · received {formatTime(lead.createdAt)} ·{' '}
            <StatusBadge $tone={STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</StatusBadge>
          </>
        }
      />
      {notice ? <Notice>{notice}</Notice> : null}
      {failed && !failed.ok ? <Notice tone="danger">{failed.message}</Notice> : null}
      <Columns>
        <Panel aria-labelledby="lead-contact">
          <PanelTitle id="lead-contact">Contact</PanelTitle>
          <Facts>
            <Fact label="Name" value={`${lead.firstName} ${lead.lastName}`} />
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </dd>
            <Fact label="Company" value={lead.company} />
            <Fact label="Form" value={lead.form} />
            <Fact label="Interest" value={lead.interest} />
            <Fact label="Service" value={lead.service} />
            <Fact label="Consent" value={lead.consent ? 'Yes, agreed to be contacted' : 'No'} />
            <Fact label="Source" value={lead.source} />
            <Fact label="Origin" value={lead.origin} />
          </Facts>
        </Panel>
        <Panel aria-labelledby="lead-attribution">
          <PanelTitle id="lead-attribution">Attribution</PanelTitle>
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
      <Panel aria-labelledby="lead-message">
        <PanelTitle id="lead-message">Message</PanelTitle>
        <Message>{lead.message || '—'}</Message>
      </Panel>
      <Columns>
        <Panel aria-labelledby="lead-status">
          <PanelTitle id="lead-status">Status</PanelTitle>
          {lead.allowedStatuses.length === 0 ? (
            <p>This lead&apos;s status cannot change.</p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <Actions>
                <FormField label="Move to">
                  <SelectInput name="status" defaultValue={lead.allowedStatuses[0]}>
                    {lead.allowedStatuses.map((status) => (
                      <option key={status} value={status}>
                        {LEAD_STATUS_LABELS[status]}
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
          {lead.history.length > 0 ? (
            <StatusHistory aria-label="Status history">
              {lead.history.map((change) => (
                <li key={change.id}>
                  {change.from ? LEAD_STATUS_LABELS[change.from] : '—'} → {LEAD_STATUS_LABELS[change.to]}{' '}
                  <small>
                    by {change.actor.email}, {formatTime(change.createdAt)}
                  </small>
                </li>
              ))}
            </StatusHistory>
          ) : null}
        </Panel>
        <Panel aria-labelledby="lead-owner">
          <PanelTitle id="lead-owner">Owner</PanelTitle>
          <Form method="post">
            <input type="hidden" name="intent" value="owner" />
            <Actions>
              <FormField label="Owner" error={errors.ownerId}>
                <SelectInput name="ownerId" defaultValue={lead.owner ? String(lead.owner.id) : ''}>
                  <option value="">Unassigned</option>
                  {lead.owners.map((owner) => (
                    <option key={owner.id} value={owner.id}>
                      {owner.name ? `${owner.name} (${owner.email})` : owner.email}
                    </option>
                  ))}
                </SelectInput>
              </FormField>
              <Button type="submit" variant="apple-outline">
                Set owner
              </Button>
            </Actions>
          </Form>
        </Panel>
      </Columns>
      <Panel aria-labelledby="lead-notes">
        <PanelTitle id="lead-notes">Notes</PanelTitle>
        {lead.notes.length > 0 ? (
          <NoteList>
            {lead.notes.map((note) => (
              <li key={note.id}>
                <small>
                  {note.author.email}, {formatTime(note.createdAt)}
                </small>
                <p>{note.body}</p>
              </li>
            ))}
          </NoteList>
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
      <Panel aria-labelledby="lead-deliveries">
        <PanelTitle id="lead-deliveries">Deliveries</PanelTitle>
        {lead.deliveries.length === 0 ? (
          <EmptyState>Nothing was sent for this lead.</EmptyState>
        ) : (
          <TableScroll>
            <Table>
              <caption>E-mails and webhooks sent for this lead</caption>
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">To</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {lead.deliveries.map((delivery) => (
                  <tr key={delivery.id}>
                    <td>
                      {delivery.channel === 'email' ? 'E-mail' : 'Webhook'} · {delivery.kind}
                      <br />
                      <small>queued {formatTime(delivery.createdAt)}</small>
                    </td>
                    <td>{delivery.target ?? '—'}</td>
                    <td>
                      <StatusBadge $tone={DELIVERY_TONES[delivery.status]}>{delivery.status}</StatusBadge>
                      {delivery.deliveredAt ? (
                        <>
                          <br />
                          <small>{formatTime(delivery.deliveredAt)}</small>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {delivery.history.length === 0
                        ? 'none yet'
                        : delivery.history.map((attempt) => (
                            <div key={attempt.id}>
                              {formatTime(attempt.attemptedAt)}: {attempt.outcome}
                              {attempt.response ? ` (${attempt.response})` : ''}
                            </div>
                          ))}
                    </td>
                    <td>{delivery.lastError ?? '—'}</td>
                    <td>
                      {delivery.status === 'dead' ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="retry" />
                          <input type="hidden" name="deliveryId" value={delivery.id} />
                          <Button type="submit" size="sm" variant="apple-outline" aria-label={`Retry the ${delivery.channel === 'email' ? 'e-mail' : 'webhook'} to ${delivery.target ?? 'its receiver'}`}>
                            Retry
                          </Button>
                        </Form>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Panel>
    </>
  );
}
