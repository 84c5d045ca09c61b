import { CONTACT_FORMS } from '@joognoo/schemas';
import { ADMIN_LEADS_MESSAGES, canMoveLead, type LeadFilters, type LeadList, type LeadStatus } from '@joognoo/schemas/admin';
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { redeliver } from '../delivery/store/claims.ts';
import { HttpError, NotFoundError, ValidationError } from '../errors.ts';
import { claimIdempotencyKey, type IdempotencyRecord } from '../middleware/store/idempotency.ts';
import { recordAudit, type AuditActor } from '../people/store/audit.ts';
import { recordWorkflow } from '../records/service.ts';
import { distinctValues } from '../records/store.ts';
import { enqueueLeadDeliveries } from './deliveries.ts';
import { insertContactRequest, LEAD_EXPORT_COLUMNS, LEAD_TABLES, leadDelivery, leadDetail, leadExportBatches, leadOwners, leadPage, partnerChoices, setLeadOwner } from './store.ts';
import type { NewContactRequest } from './types.ts';

export type { LeadSource, NewContactRequest } from './types.ts';
export { attributionColumns } from '../records/attribution.ts';

/**
 * Leads: the site's contact requests (each with its deliveries, `mail` routing the e-mail to
 * sales by SALES_EMAIL, SALES_EMAIL_ROUTES), and the back office's inbox of them. Every
 * back-office write is audited in its transaction.
 */
export function leadsService(db: Database, mail: MailConfig) {
  const workflow = recordWorkflow<LeadStatus, Awaited<ReturnType<typeof leadDetail>>>(db, {
    tables: LEAD_TABLES,
    subject: 'lead',
    canMove: canMoveLead,
    messages: { notFound: ADMIN_LEADS_MESSAGES.leadNotFound, transitionRefused: ADMIN_LEADS_MESSAGES.transitionRefused },
    detail: leadDetail,
  });

  return {
    workflow,

    /**
     * Resolves once the row, its deliveries (the e-mail to sales, a `lead.created` event per
     * webhook endpoint, and for an active partner its e-mail and webhook event) and the
     * idempotency answer, when given, are committed, in one transaction. Throws
     * `IdempotencyKeyTaken`, having stored nothing, when the key is used.
     */
    async createContactRequest(request: NewContactRequest, idempotency?: IdempotencyRecord): Promise<void> {
      const now = new Date();
      await db.transaction(async (trx) => {
        if (idempotency) await claimIdempotencyKey(trx, idempotency, now);
        const id = await insertContactRequest(trx, request, now);
        await enqueueLeadDeliveries(trx, { ...request, id, createdAt: now.toISOString() }, mail, now);
      });
    },

    /** One page of the inbox with the choices of its filter form. */
    async list(filters: LeadFilters, page: { page: number; perPage: number; offset: number }): Promise<LeadList> {
      const { items, total } = await leadPage(db, filters, page);
      const partners = await partnerChoices(db);
      const [services, interests, sources, campaigns] = await Promise.all([
        distinctValues(db, 'contact_requests', 'service'),
        distinctValues(db, 'contact_requests', 'interest'),
        distinctValues(db, 'contact_requests', 'source'),
        distinctValues(db, 'contact_requests', 'utm_campaign'),
      ]);
      return {
        items,
        page: page.page,
        perPage: page.perPage,
        total,
        choices: { partners, owners: await leadOwners(db), forms: [...CONTACT_FORMS], services: [...new Set([...services, ...interests])].sort(), sources, campaigns },
      };
    },

    /** The CSV export of the filtered leads: its columns and its rows in batches. */
    export: (filters: LeadFilters) => ({ columns: LEAD_EXPORT_COLUMNS, batches: leadExportBatches(db, filters) }),

    detail: (id: number) => leadDetail(db, id),

    /** Gives the lead to a member of sales or an admin (null: nobody). */
    async setOwner(id: number, ownerId: number | null, actor: AuditActor) {
      await db.transaction(async (trx) => {
        const lead = await workflow.locked<{ owner_user_id: number | null }>(trx, id, ['id', 'status', 'owner_user_id']);
        if (ownerId !== null && !(await leadOwners(trx)).some((owner) => owner.id === ownerId)) {
          throw new ValidationError({ ownerId: ADMIN_LEADS_MESSAGES.ownerNotStaff });
        }
        await setLeadOwner(trx, id, ownerId);
        await recordAudit(trx, actor, { action: 'lead.owner', subjectType: 'lead', subjectId: id, details: { from: lead.owner_user_id ?? null, to: ownerId } });
      });
      return leadDetail(db, id);
    },

    /** Queues a dead delivery of the lead again (leads:redeliver's re-queue: due now, a fresh retry window). */
    async retryDelivery(id: number, deliveryId: string, actor: AuditActor) {
      await db.transaction(async (trx) => {
        const delivery = await leadDelivery(trx, id, deliveryId);
        if (!delivery) throw new NotFoundError(ADMIN_LEADS_MESSAGES.deliveryNotFound);
        if (delivery.status !== 'dead') throw new HttpError(409, ADMIN_LEADS_MESSAGES.deliveryNotDead);
        const requeued = await redeliver(trx, { ids: [delivery.id] });
        if (requeued.length === 0) throw new HttpError(409, ADMIN_LEADS_MESSAGES.deliveryNotDead);
        await recordAudit(trx, actor, { action: 'lead.delivery.retry', subjectType: 'lead', subjectId: id, details: { deliveryId: delivery.id, kind: delivery.kind } });
      });
      return leadDetail(db, id);
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
