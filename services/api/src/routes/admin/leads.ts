import { CONTACT_FORMS, UTM_PARAMETERS, validate } from '@joognoo/schemas';
import {
  ADMIN_LEADS_MESSAGES,
  canMoveLead,
  leadNoteBodySchema,
  leadOwnerBodySchema,
  leadStatusBodySchema,
  type LeadList,
  type LeadStatus,
} from '@joognoo/schemas/admin';
import type { Context } from 'koa';
import { toBool, toDbTime, toIso } from '../../db/columns.ts';
import { isSqlite } from '../../db/index.ts';
import { redeliver } from '../../delivery/store.ts';
import { HttpError, NotFoundError, ValidationError } from '../../errors.ts';
import { keysetBatches, sendCsv } from './csv.ts';
import { distinctValues, leadDetail, leadFilters, leadOwners, leadsQuery, SUMMARY_COLUMNS, toSummary, type LeadRow } from './leads-store.ts';
import { pageParams, type AdminRouter } from './router.ts';

/** A positive integer id of the path, else 404 (nothing can have it). */
function idParam(ctx: Context, name = 'id'): number {
  const value = String(ctx.params[name] ?? '');
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1) throw new NotFoundError(ADMIN_LEADS_MESSAGES.leadNotFound);
  return Number(value);
}

function body<T>(ctx: Context, schema: Parameters<typeof validate>[0]): T {
  const result = validate(schema, (ctx.request as { jsonBody?: unknown }).jsonBody ?? {});
  if (!result.success) throw new ValidationError(result.errors);
  return result.output as T;
}

/** The CSV export's columns: everything captured of a lead, its status and owner. */
const EXPORT_COLUMNS: { header: string; value: (row: LeadRow) => unknown }[] = [
  { header: 'id', value: (row) => Number(row.id) },
  { header: 'created_at', value: (row) => toIso(row.created_at) },
  { header: 'status', value: (row) => row.status },
  { header: 'owner', value: (row) => row.owner_email },
  { header: 'form', value: (row) => row.form },
  { header: 'first_name', value: (row) => row.first_name },
  { header: 'last_name', value: (row) => row.last_name },
  { header: 'email', value: (row) => row.email },
  { header: 'company', value: (row) => row.company },
  { header: 'interest', value: (row) => row.interest },
  { header: 'service', value: (row) => row.service },
  { header: 'message', value: (row) => row.message },
  { header: 'consent', value: (row) => (toBool(row.consent) ? 'yes' : 'no') },
  { header: 'source', value: (row) => row.source },
  { header: 'origin', value: (row) => row.origin },
  { header: 'partner', value: (row) => row.partner_id },
  { header: 'page_url', value: (row) => row.page_url },
  { header: 'referrer', value: (row) => row.referrer },
  ...UTM_PARAMETERS.map((name) => ({ header: name, value: (row: LeadRow) => row[name] })),
];

/**
 * The leads inbox (sales, admins): the filtered list, its streamed CSV export, a lead with
 * its deliveries, notes and status history, the status workflow, owner, notes, and the retry
 * of a dead delivery. Every write is audited in its transaction.
 */
export function leadsRoutes(admin: AdminRouter): void {
  const { db } = admin.deps;

  admin.get('/api/admin/leads', 'leads', async (ctx) => {
    const filters = leadFilters(ctx);
    const { page, perPage, offset } = pageParams(ctx);
    const [{ total }] = await leadsQuery(db, filters).count({ total: '*' });
    const rows: LeadRow[] = await leadsQuery(db, filters)
      .select(...SUMMARY_COLUMNS)
      .orderBy([{ column: 'cr.created_at', order: 'desc' }, { column: 'cr.id', order: 'desc' }])
      .limit(perPage)
      .offset(offset);
    const partners: LeadRow[] = await db('partners').orderBy('name').select('id', 'name');
    const [services, interests, sources, campaigns] = await Promise.all([
      distinctValues(db, 'contact_requests', 'service'),
      distinctValues(db, 'contact_requests', 'interest'),
      distinctValues(db, 'contact_requests', 'source'),
      distinctValues(db, 'contact_requests', 'utm_campaign'),
    ]);
    ctx.body = {
      items: rows.map(toSummary),
      page,
      perPage,
      total: Number(total),
      choices: {
        partners: partners.map((row) => ({ id: String(row.id), name: String(row.name) })),
        owners: await leadOwners(db),
        forms: [...CONTACT_FORMS],
        services: [...new Set([...services, ...interests])].sort(),
        sources,
        campaigns,
      },
    } satisfies LeadList;
  });

  // Before /:id, which would take `export.csv` for an id.
  admin.get('/api/admin/leads/export.csv', 'leads', async (ctx) => {
    const filters = leadFilters(ctx);
    const batches = keysetBatches<LeadRow>((after, size) => {
      const query = leadsQuery(db, filters).select('cr.*', 'owner.email as owner_email');
      if (after) {
        query.where((inner) =>
          inner.where('cr.created_at', '<', after.created_at as string).orWhere((same) => same.where('cr.created_at', after.created_at as string).where('cr.id', '<', Number(after.id))),
        );
      }
      return query.orderBy([{ column: 'cr.created_at', order: 'desc' }, { column: 'cr.id', order: 'desc' }]).limit(size);
    });
    sendCsv(ctx, 'leads', EXPORT_COLUMNS, batches);
  });

  admin.get('/api/admin/leads/:id', 'leads', async (ctx) => {
    const lead = await leadDetail(db, idParam(ctx));
    if (!lead) throw new NotFoundError(ADMIN_LEADS_MESSAGES.leadNotFound);
    ctx.body = { lead };
  });

  /** The lead row, write-locked on MariaDB (SQLite has one writer); 404 when there is none. */
  async function lockedLead(trx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number) {
    const query = trx('contact_requests').where({ id });
    if (!isSqlite(db)) query.forUpdate();
    const row = await query.first<{ id: number; status: LeadStatus; owner_user_id: number | null } | undefined>('id', 'status', 'owner_user_id');
    if (!row) throw new NotFoundError(ADMIN_LEADS_MESSAGES.leadNotFound);
    return row;
  }

  admin.post('/api/admin/leads/:id/status', 'leads', admin.json, async (ctx) => {
    const id = idParam(ctx);
    const { status } = body<{ status: LeadStatus }>(ctx, leadStatusBodySchema);
    const user = ctx.state.user!;
    await db.transaction(async (trx) => {
      const lead = await lockedLead(trx, id);
      if (!canMoveLead(lead.status, status)) throw new HttpError(409, ADMIN_LEADS_MESSAGES.transitionRefused(lead.status, status));
      const now = toDbTime(db, new Date());
      await trx('contact_requests').where({ id }).update({ status, status_changed_at: now });
      await trx('lead_status_changes').insert({ lead_id: id, from_status: lead.status, to_status: status, actor_user_id: user.id, actor_email: user.email, created_at: now });
      await admin.audit(ctx, { action: 'lead.status', subjectType: 'lead', subjectId: id, details: { from: lead.status, to: status } }, trx);
    });
    ctx.body = { lead: await leadDetail(db, id) };
  });

  admin.post('/api/admin/leads/:id/owner', 'leads', admin.json, async (ctx) => {
    const id = idParam(ctx);
    const { ownerId } = body<{ ownerId: number | null }>(ctx, leadOwnerBodySchema);
    await db.transaction(async (trx) => {
      const lead = await lockedLead(trx, id);
      if (ownerId !== null && !(await leadOwners(trx)).some((owner) => owner.id === ownerId)) {
        throw new ValidationError({ ownerId: ADMIN_LEADS_MESSAGES.ownerNotStaff });
      }
      await trx('contact_requests').where({ id }).update({ owner_user_id: ownerId });
      await admin.audit(ctx, { action: 'lead.owner', subjectType: 'lead', subjectId: id, details: { from: lead.owner_user_id ?? null, to: ownerId } }, trx);
    });
    ctx.body = { lead: await leadDetail(db, id) };
  });

  admin.post('/api/admin/leads/:id/notes', 'leads', admin.json, async (ctx) => {
    const id = idParam(ctx);
    const note = body<{ body: string }>(ctx, leadNoteBodySchema);
    const user = ctx.state.user!;
    await db.transaction(async (trx) => {
      await lockedLead(trx, id);
      const [noteId] = await trx('lead_notes').insert({ lead_id: id, author_user_id: user.id, author_email: user.email, body: note.body, created_at: toDbTime(db, new Date()) });
      // The note's text is personal data about the lead: the audit says that one was added.
      await admin.audit(ctx, { action: 'lead.note', subjectType: 'lead', subjectId: id, details: { noteId: Number(noteId), length: note.body.length } }, trx);
    });
    ctx.status = 201;
    ctx.body = { lead: await leadDetail(db, id) };
  });

  admin.post('/api/admin/leads/:id/deliveries/:deliveryId/retry', 'leads', admin.json, async (ctx) => {
    const id = idParam(ctx);
    const deliveryId = String(ctx.params.deliveryId ?? '').toLowerCase();
    await db.transaction(async (trx) => {
      const delivery = await trx('deliveries')
        .where({ id: deliveryId, subject_type: 'contact_request', subject_id: id })
        .first<{ id: string; status: string; kind: string } | undefined>('id', 'status', 'kind');
      if (!delivery) throw new NotFoundError(ADMIN_LEADS_MESSAGES.deliveryNotFound);
      if (delivery.status !== 'dead') throw new HttpError(409, ADMIN_LEADS_MESSAGES.deliveryNotDead);
      // leads:redeliver's re-queue (due now, a fresh retry window), in this transaction.
      const requeued = await redeliver(trx, { ids: [delivery.id] });
      if (requeued.length === 0) throw new HttpError(409, ADMIN_LEADS_MESSAGES.deliveryNotDead);
      await admin.audit(ctx, { action: 'lead.delivery.retry', subjectType: 'lead', subjectId: id, details: { deliveryId: delivery.id, kind: delivery.kind } }, trx);
    });
    ctx.body = { lead: await leadDetail(db, id) };
  });
}
