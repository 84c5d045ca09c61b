// /admin/leads/:id: everything a lead captured, its deliveries (with a retry for a dead one),
// its status, owner and notes. Every change is a plain POST form (works without JavaScript)
// whose action redirects back here with a notice.
import { LEAD_STATUS_LABELS, LEAD_NOTE_MAX_LENGTH, type LeadDetail, type LeadStatus } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Form, useActionData, useLoaderData } from 'react-router';
import { requireStaff } from '../../back-office/admin.server';
import { AttributionPanel, Columns, Fact, Facts, LongText, NotesPanel, RecordPage, StatusPanel, type RecordFailure } from '../../back-office/record';
import { loadRecord, recordAction } from '../../back-office/record.server';
import { Actions, EmptyState, FormField, Panel, PanelTitle, SelectInput, StatusBadge, Table, TableScroll, formatTime } from '../../back-office/ui';
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
  const { lead } = await loadRecord(api.getLead(params.id), 'No lead with this id.');
  return { lead, notice: doneNotice(request, DONE) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'leads');
  const form = await request.formData();
  return recordAction(
    form,
    {
      // The form's choice as sent: the API checks it (400, or 409 for a move it does not allow).
      status: (form) => api.updateLeadStatus(params.id, { status: String(form.get('status') ?? '') as LeadStatus }),
      owner: (form) => {
        const owner = String(form.get('ownerId') ?? '');
        return api.setLeadOwner(params.id, { ownerId: owner ? Number(owner) : null });
      },
      note: (form) => api.addLeadNote(params.id, { body: String(form.get('body') ?? '') }),
      retry: (form) => api.retryLeadDelivery(params.id, String(form.get('deliveryId') ?? '')),
    },
    `/leads/${encodeURIComponent(params.id)}`,
  );
}

export default function Lead() {
  const { lead, notice } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as RecordFailure;
  const errors = failed?.errors ?? {};
  return (
    <RecordPage
      back={{ to: '/leads', label: '← All leads' }}
      title={`${lead.firstName} ${lead.lastName}`}
      intro={
        <>
          {lead.company} · received {formatTime(lead.createdAt)} ·{' '}
          <StatusBadge $tone={STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</StatusBadge>
        </>
      }
      notice={notice}
      failed={failed}
    >
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
        <AttributionPanel id="lead-attribution" attribution={lead.attribution} />
      </Columns>
      <Panel aria-labelledby="lead-message">
        <PanelTitle id="lead-message">Message</PanelTitle>
        <LongText>{lead.message || '—'}</LongText>
      </Panel>
      <Columns>
        <StatusPanel id="lead-status" noun="lead" allowed={lead.allowedStatuses} labels={LEAD_STATUS_LABELS} history={lead.history} />
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
      <NotesPanel id="lead-notes" notes={lead.notes} maxLength={LEAD_NOTE_MAX_LENGTH} error={errors.body} />
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
    </RecordPage>
  );
}
