// /admin/partners: the partner records (who may embed the widgets with
// partner="<id>", from which origins, where their leads also go) and a form to add one. A new
// webhook's secret is shown once, in the answer to the form that made it.
import type { PartnerWithSecret } from '@joognoo/schemas/admin';
import { Button } from '@joognoo/ui';
import { Form, Link, data, useActionData, useLoaderData } from 'react-router';
import { requireStaff } from '../../back-office/admin.server';
import { DataTable } from '../../back-office/list';
import { AdminHeading, FormField, FormGrid, Notice, Panel, PanelTitle, StatusBadge, TextInput } from '../../back-office/ui';
import { actionFailure, field, type ActionFailure } from './forms.server';
import { PartnerFields, partnerBody } from './partner-fields';
import { SecretNotice } from './secret-notice';
import type { Route } from './+types/partners';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'partners');
  const { items } = await api.listPartners();
  return { partners: items };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'partners');
  const form = await request.formData();
  try {
    const created = await api.createPartner({ id: field(form, 'id'), ...partnerBody(form) });
    return data({ ok: true as const, created });
  } catch (error) {
    return actionFailure(error, 'create');
  }
}

export default function PartnersPage() {
  const { partners } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { ok: true; created: PartnerWithSecret } | ActionFailure | undefined;
  const errors = answer && !answer.ok ? answer.errors : {};
  return (
    <>
      <AdminHeading title="Partners" intro="Who may embed the widgets for themselves, from which origins, and where their leads also go." />
      {answer?.ok ? (
        <>
          <Notice>
            Partner <Link to={`/partners/${answer.created.partner.id}`}>{answer.created.partner.name}</Link> added.
          </Notice>
          {answer.created.webhookSecret ? <SecretNotice partnerId={answer.created.partner.id} secret={answer.created.webhookSecret} /> : null}
        </>
      ) : null}
      {answer && !answer.ok ? <Notice tone="danger">{answer.message}</Notice> : null}

      <Panel aria-labelledby="partners-title">
        <PanelTitle id="partners-title">All partners</PanelTitle>
        <DataTable
          empty="No partners yet."
          rows={partners}
          rowKey={(partner) => partner.id}
          columns={[
            { header: 'Partner', rowHeader: true, cell: (partner) => <Link to={`/partners/${partner.id}`}>{partner.name}</Link> },
            { header: 'Id', cell: (partner) => partner.id },
            { header: 'Origins', cell: (partner) => partner.origins.join(', ') },
            { header: 'Lead e-mail', cell: (partner) => partner.leadEmail ?? '—' },
            { header: 'Webhook', cell: (partner) => partner.webhookUrl ?? '—' },
            { header: 'Status', cell: (partner) => <StatusBadge $tone={partner.active ? 'success' : 'neutral'}>{partner.active ? 'Active' : 'Inactive'}</StatusBadge> },
          ]}
        />
      </Panel>

      <Panel aria-labelledby="add-title">
        <PanelTitle id="add-title">Add a partner</PanelTitle>
        <Form method="post">
          <FormGrid>
            <FormField label="Id" hint="Lower-case letters, digits and inner hyphens, e.g. acme-reseller. It cannot change later." error={errors.id}>
              <TextInput type="text" name="id" required maxLength={64} pattern="[a-z0-9](?:[a-z0-9\-]{0,62}[a-z0-9])?" aria-invalid={errors.id ? true : undefined} />
            </FormField>
            <PartnerFields errors={errors} />
            <div className="wide">
              <Button type="submit" variant="apple">
                Add partner
              </Button>
            </div>
          </FormGrid>
        </Form>
      </Panel>
    </>
  );
}
