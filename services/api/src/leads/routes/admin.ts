import { CONTACT_FORMS } from '@joognoo/schemas';
import { ADMIN_LEADS_MESSAGES, LEAD_STATUSES, leadNoteBodySchema, leadOwnerBodySchema, leadStatusBodySchema, type LeadAnswer, type LeadFilters, type LeadList, type LeadStatus } from '@joognoo/schemas/admin';
import type { Context } from 'koa';
import { sendCsv } from '../../admin/csv.ts';
import { pageParams, type AdminRouter } from '../../admin/router.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { recordWorkflowRoutes } from '../../records/routes.ts';
import { validBody } from '../../routing/body.ts';
import { parseId } from '../../routing/params.ts';
import { day, queryText } from '../../routing/query.ts';

/** The inbox's filters of a request's query; 400 with field errors for a malformed one. */
function leadFilters(ctx: Context): LeadFilters {
  const errors: Record<string, string> = {};
  const status = queryText(ctx, 'status');
  if (status !== undefined && !(LEAD_STATUSES as readonly string[]).includes(status)) errors.status = 'Unknown status.';
  const owner = queryText(ctx, 'owner');
  if (owner !== undefined && owner !== 'none' && !/^\d{1,10}$/.test(owner)) errors.owner = 'Unknown owner.';
  const form = queryText(ctx, 'form');
  if (form !== undefined && !(CONTACT_FORMS as readonly string[]).includes(form)) errors.form = 'Unknown form.';
  const filters: LeadFilters = {
    q: queryText(ctx, 'q'),
    form,
    service: queryText(ctx, 'service'),
    partner: queryText(ctx, 'partner', 64),
    source: queryText(ctx, 'source'),
    campaign: queryText(ctx, 'campaign'),
    from: day(queryText(ctx, 'from'), 'from', errors),
    to: day(queryText(ctx, 'to'), 'to', errors),
    status: status as LeadStatus | undefined,
    owner,
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return filters;
}

const leadId = (ctx: Context) => parseId(ctx.params.id, ADMIN_LEADS_MESSAGES.leadNotFound);

/**
 * The leads inbox (sales, admins): the filtered list, its streamed CSV export, a lead with
 * its deliveries, notes and status history, the status workflow, owner, notes, and the retry
 * of a dead delivery.
 */
export function leadsRoutes(admin: AdminRouter): void {
  const { leads } = admin.services;

  admin.get('/api/admin/leads', 'leads', async (ctx) => {
    ctx.body = (await leads.list(leadFilters(ctx), pageParams(ctx))) satisfies LeadList;
  });

  // Before /:id, which would take `export.csv` for an id.
  admin.get('/api/admin/leads/export.csv', 'leads', async (ctx) => {
    const { columns, batches } = leads.export(leadFilters(ctx));
    sendCsv(ctx, 'leads', columns, batches);
  });

  admin.get('/api/admin/leads/:id', 'leads', async (ctx) => {
    const lead = await leads.detail(leadId(ctx));
    if (!lead) throw new NotFoundError(ADMIN_LEADS_MESSAGES.leadNotFound);
    ctx.body = { lead } satisfies LeadAnswer;
  });

  recordWorkflowRoutes(admin, {
    base: '/api/admin/leads',
    area: 'leads',
    answer: 'lead',
    notFound: ADMIN_LEADS_MESSAGES.leadNotFound,
    workflow: leads.workflow,
    schemas: { status: leadStatusBodySchema, note: leadNoteBodySchema },
  });

  admin.post('/api/admin/leads/:id/owner', 'leads', admin.json, async (ctx) => {
    const id = leadId(ctx);
    const { ownerId } = validBody<{ ownerId: number | null }>(ctx, leadOwnerBodySchema);
    ctx.body = { lead: await leads.setOwner(id, ownerId, admin.actor(ctx)) };
  });

  admin.post('/api/admin/leads/:id/deliveries/:deliveryId/retry', 'leads', admin.json, async (ctx) => {
    const id = leadId(ctx);
    ctx.body = { lead: await leads.retryDelivery(id, String(ctx.params.deliveryId ?? '').toLowerCase(), admin.actor(ctx)) };
  });
}
