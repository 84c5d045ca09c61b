// /admin/partners/<id>: one partner: edit its record, rotate its webhook secret
// (shown once, in the answer), and its delivery log (its e-mails and webhook calls).
import type { PartnerWithSecret } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Form, Link, data, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import { AdminApiError, requireStaff } from '../../back-office/admin.server';
import { DataTable } from '../../back-office/list';
import { AdminHeading, FormGrid, Notice, Pagination, Panel, PanelTitle, StatusBadge, formatTime } from '../../back-office/ui';
import { actionFailure, field, type ActionFailure } from './forms.server';
import { PartnerFields, partnerBody } from './partner-fields';
import { SecretNotice } from './secret-notice';
import type { Route } from './+types/partner';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'partners');
  try {
    const { partner } = await api.getPartner(params.id);
    const deliveries = await api.listPartnerDeliveries(params.id, { page: new URL(request.url).searchParams.get('page') });
    return { partner, deliveries, saved: new URL(request.url).searchParams.get('done') === 'saved' };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) throw data({ message: 'No such partner.' }, { status: 404 });
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'partners');
  const form = await request.formData();
  const intent = field(form, 'intent');
  try {
    if (intent === 'rotate') {
      const rotated = await api.rotatePartnerSecret(params.id);
      return data({ ok: true as const, result: rotated });
    }
    const updated = await api.updatePartner(params.id, partnerBody(form));
    // A first webhook's secret must be shown in this answer; otherwise back to the page.
    if (updated.webhookSecret) return data({ ok: true as const, result: updated });
    throw redirect(`/partners/${encodeURIComponent(params.id)}?done=saved`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return actionFailure(error, intent || 'save');
  }
}

const deliveryTone = { delivered: 'success', pending: 'info', dead: 'danger' } as const;

export default function PartnerPage() {
  const { partner, deliveries, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { ok: true; result: PartnerWithSecret } | ActionFailure | undefined;
  const { search } = useLocation();
  const errors = answer && !answer.ok ? answer.errors : {};
  return (
    <>
      <AdminHeading title={partner.name} intro={
          <>
            Partner id {partner.id}. <Link to="/partners">All partners</Link> ·{' '}
            <Link to={`/audit?subjectType=partner&subjectId=${encodeURIComponent(partner.id)}`}>Its changes in the audit log</Link>
          </>
        } />
      {saved ? <Notice>Partner saved.</Notice> : null}
      {answer?.ok ? <>{answer.result.webhookSecret ? <SecretNotice partnerId={partner.id} secret={answer.result.webhookSecret} /> : null}</> : null}
      {answer && !answer.ok ? <Notice tone="danger">{answer.message}</Notice> : null}

      <Panel aria-labelledby="edit-title">
        <PanelTitle id="edit-title">Record</PanelTitle>
        <Form method="post">
          <input type="hidden" name="intent" value="save" />
          <FormGrid>
            <PartnerFields partner={partner} errors={errors} />
            <div className="wide">
              <Button type="submit" variant="apple">
                Save partner
              </Button>
            </div>
          </FormGrid>
        </Form>
      </Panel>

      <Panel aria-labelledby="secret-title">
        <PanelTitle id="secret-title">Webhook secret</PanelTitle>
        <p>
          {partner.hasWebhookSecret
            ? 'A secret is set. Rotating it makes a new one (shown once); the old one stops working at once.'
            : 'No secret yet: set a webhook URL first.'}
        </p>
        {partner.webhookUrl ? (
          <Form method="post">
            <input type="hidden" name="intent" value="rotate" />
            <Button type="submit" variant="outline">
              Rotate the webhook secret
            </Button>
          </Form>
        ) : null}
      </Panel>

      <Panel aria-labelledby="deliveries-title">
        <PanelTitle id="deliveries-title">Delivery log</PanelTitle>
        <DataTable
          empty="No deliveries for this partner yet."
          rows={deliveries.items}
          rowKey={(delivery) => delivery.id}
          columns={[
            { header: 'Created', cell: (delivery) => formatTime(delivery.createdAt) },
            { header: 'What', cell: (delivery) => delivery.kind },
            { header: 'Channel', cell: (delivery) => delivery.channel },
            { header: 'Status', cell: (delivery) => <StatusBadge $tone={deliveryTone[delivery.status as keyof typeof deliveryTone] ?? 'neutral'}>{delivery.status}</StatusBadge> },
            { header: 'Attempts', cell: (delivery) => delivery.attempts },
            { header: 'Last error', cell: (delivery) => delivery.lastError ?? '—' },
            {
              header: 'Delivered / next attempt',
              cell: (delivery) => (delivery.deliveredAt ? formatTime(delivery.deliveredAt) : delivery.nextAttemptAt ? `next ${formatTime(delivery.nextAttemptAt)}` : '—'),
            },
          ]}
        />
        <Pagination page={deliveries.page} perPage={deliveries.perPage} total={deliveries.total} search={search} />
      </Panel>
    </>
  );
}
