/**
 * The queries of leads: contact_requests (with the back office's workflow columns), their
 * notes and status changes (the shared record tables), and a lead's deliveries.
 */
import { UTM_PARAMETERS } from '@joognoo/schemas';
import { LEAD_TRANSITIONS, type LeadDelivery, type LeadDetail, type LeadFilters, type LeadOwner, type LeadStatus, type LeadSummary } from '@joognoo/schemas/admin';
import type { Knex } from 'knex';
import { keysetBatches } from '../admin/csv.ts';
import { toBool, toDbTime, toIso, toIsoOrNull, toLocale, toStringOrNull } from '../db/columns.ts';
import type { Database, Transaction } from '../db/index.ts';
import { attributionColumns } from '../records/attribution.ts';
import { attributionOf, newestFirstPage, notesAndHistory, whereDays, whereWords, type RecordTables } from '../records/store.ts';
import type { NewContactRequest } from './types.ts';

type Db = Database | Transaction;

/** A lead's tables of the shared record workflow. */
export const LEAD_TABLES: RecordTables = { table: 'contact_requests', notes: 'lead_notes', history: 'lead_status_changes', key: 'lead_id' };

/** Stores a contact request; returns its id. */
export async function insertContactRequest(trx: Transaction, request: NewContactRequest, now: Date): Promise<number> {
  const [id] = await trx('contact_requests').insert({
    form: request.form,
    first_name: request.firstName,
    last_name: request.lastName,
    email: request.email,
    company: request.company,
    interest: request.interest,
    message: request.message,
    consent: request.consent,
    source: request.source,
    service: request.service,
    origin: request.origin,
    locale: request.locale,
    ...attributionColumns(request),
    created_at: toDbTime(trx, now),
  });
  return Number(id);
}

function applyLeadFilters(db: Db, query: Knex.QueryBuilder, filters: LeadFilters): Knex.QueryBuilder {
  whereWords(query, filters.q, ['cr.first_name', 'cr.last_name', 'cr.email', 'cr.company', 'cr.message']);
  if (filters.form) query.where('cr.form', filters.form);
  if (filters.service) {
    const service = filters.service;
    query.where((inner) => inner.where('cr.service', service).orWhere('cr.interest', service));
  }
  if (filters.partner === 'none') query.whereNull('cr.partner_id');
  else if (filters.partner) query.where('cr.partner_id', filters.partner);
  if (filters.source) query.where('cr.source', filters.source);
  if (filters.campaign) query.where('cr.utm_campaign', filters.campaign);
  whereDays(db, query, 'cr.created_at', filters);
  if (filters.status) query.where('cr.status', filters.status);
  if (filters.owner === 'none') query.whereNull('cr.owner_user_id');
  else if (filters.owner) query.where('cr.owner_user_id', Number(filters.owner));
  return query;
}

export const SUMMARY_COLUMNS = [
  'cr.id',
  'cr.created_at',
  'cr.form',
  'cr.first_name',
  'cr.last_name',
  'cr.email',
  'cr.company',
  'cr.interest',
  'cr.service',
  'cr.source',
  'cr.partner_id',
  'cr.utm_campaign',
  'cr.status',
  'cr.owner_user_id',
  'cr.locale',
  'owner.email as owner_email',
  'owner.name as owner_name',
] as const;

export type LeadRow = Record<string, unknown>;

export function leadsQuery(db: Db, filters: LeadFilters): Knex.QueryBuilder {
  const query = db('contact_requests as cr').leftJoin('users as owner', 'owner.id', 'cr.owner_user_id');
  return applyLeadFilters(db as Database, query, filters);
}

export function toSummary(row: LeadRow): LeadSummary {
  return {
    id: Number(row.id),
    createdAt: toIso(row.created_at),
    form: String(row.form),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    company: String(row.company),
    interest: String(row.interest),
    service: String(row.service ?? ''),
    source: String(row.source ?? ''),
    partnerId: toStringOrNull(row.partner_id),
    utmCampaign: toStringOrNull(row.utm_campaign),
    status: String(row.status) as LeadStatus,
    owner: row.owner_user_id === null || row.owner_email == null ? null : { id: Number(row.owner_user_id), email: String(row.owner_email), name: toStringOrNull(row.owner_name) },
    locale: toLocale(row.locale),
  };
}

/** Staff who may own a lead: sales and admins, not disabled. */
export async function leadOwners(db: Db): Promise<LeadOwner[]> {
  const rows = await db('users').whereIn('role', ['sales', 'admin']).whereNull('disabled_at').orderBy('email').select('id', 'email', 'name');
  return rows.map((row: LeadRow) => ({ id: Number(row.id), email: String(row.email), name: toStringOrNull(row.name) }));
}

function parseTarget(channel: string, payload: string, endpointUrl: unknown, partnerId: string | null): string | null {
  if (channel === 'webhook') {
    if (typeof endpointUrl === 'string') return endpointUrl;
    return partnerId ? `Webhook of partner ${partnerId}` : null;
  }
  try {
    const message = JSON.parse(payload) as { to?: unknown };
    return typeof message.to === 'string' ? message.to : null;
  } catch {
    return null;
  }
}

/** A lead's deliveries (oldest first) with their attempts. */
export async function leadDeliveries(db: Database, leadId: number): Promise<LeadDelivery[]> {
  const rows: LeadRow[] = await db('deliveries as d')
    .leftJoin('webhook_endpoints as we', 'we.id', 'd.endpoint_id')
    .where({ 'd.subject_type': 'contact_request', 'd.subject_id': leadId })
    .orderBy([{ column: 'd.created_at' }, { column: 'd.id' }])
    .select('d.id', 'd.kind', 'd.channel', 'd.partner_id', 'd.payload', 'd.status', 'd.attempts', 'd.created_at', 'd.delivered_at', 'd.last_error', 'we.url as endpoint_url');
  const ids = rows.map((row) => String(row.id));
  const attempts: LeadRow[] = ids.length === 0 ? [] : await db('delivery_attempts').whereIn('delivery_id', ids).orderBy('id');
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    channel: row.channel as LeadDelivery['channel'],
    target: parseTarget(String(row.channel), String(row.payload), row.endpoint_url, toStringOrNull(row.partner_id)),
    partnerId: toStringOrNull(row.partner_id),
    status: row.status as LeadDelivery['status'],
    attempts: Number(row.attempts),
    createdAt: toIso(row.created_at),
    deliveredAt: toIsoOrNull(row.delivered_at),
    lastError: toStringOrNull(row.last_error),
    history: attempts
      .filter((attempt) => String(attempt.delivery_id) === String(row.id))
      .map((attempt) => ({
        id: Number(attempt.id),
        attemptedAt: toIso(attempt.attempted_at),
        outcome: String(attempt.outcome),
        response: toStringOrNull(attempt.response),
        error: toStringOrNull(attempt.error),
        durationMs: Number(attempt.duration_ms),
      })),
  }));
}

/** Everything about one lead, or undefined. */
export async function leadDetail(db: Database, id: number): Promise<LeadDetail | undefined> {
  const row: LeadRow | undefined = await db('contact_requests as cr')
    .leftJoin('users as owner', 'owner.id', 'cr.owner_user_id')
    .leftJoin('partners as p', 'p.id', 'cr.partner_id')
    .where('cr.id', id)
    .first('cr.*', 'owner.email as owner_email', 'owner.name as owner_name', 'p.name as partner_name');
  if (!row) return undefined;
  const status = String(row.status) as LeadStatus;
  return {
    ...toSummary(row),
    message: String(row.message),
    consent: toBool(row.consent),
    origin: toStringOrNull(row.origin),
    attribution: attributionOf(row),
    allowedStatuses: [...LEAD_TRANSITIONS[status]],
    owners: await leadOwners(db),
    deliveries: await leadDeliveries(db, id),
    ...(await notesAndHistory<LeadStatus>(db, LEAD_TABLES, id)),
  };
}


/** One page of the filtered leads, newest first, and their total. */
export async function leadPage(db: Database, filters: LeadFilters, page: { offset: number; perPage: number }): Promise<{ items: LeadSummary[]; total: number }> {
  const { rows, total } = await newestFirstPage<LeadRow>(() => leadsQuery(db, filters), 'cr', SUMMARY_COLUMNS, page);
  return { items: rows.map(toSummary), total };
}

/** The partners a lead can name (the inbox's filter). */
export async function partnerChoices(db: Database): Promise<{ id: string; name: string }[]> {
  const partners: LeadRow[] = await db('partners').orderBy('name').select('id', 'name');
  return partners.map((row) => ({ id: String(row.id), name: String(row.name) }));
}

/** Every filtered lead with its owner's e-mail, newest first, in batches (the CSV export). */
export function leadExportBatches(db: Database, filters: LeadFilters): AsyncIterable<LeadRow[]> {
  return keysetBatches<LeadRow>((after, size) => {
    const query = leadsQuery(db, filters).select('cr.*', 'owner.email as owner_email');
    if (after) {
      query.where((inner) =>
        inner.where('cr.created_at', '<', after.created_at as string).orWhere((same) => same.where('cr.created_at', after.created_at as string).where('cr.id', '<', Number(after.id))),
      );
    }
    return query.orderBy([{ column: 'cr.created_at', order: 'desc' }, { column: 'cr.id', order: 'desc' }]).limit(size);
  });
}

/** The CSV export's columns: everything captured of a lead, its status and owner (columns added later go last). */
export const LEAD_EXPORT_COLUMNS: { header: string; value: (row: LeadRow) => unknown }[] = [
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
  { header: 'locale', value: (row) => toLocale(row.locale) },
];

/** Gives the lead to `ownerId` (null: nobody). */
export async function setLeadOwner(trx: Transaction, id: number, ownerId: number | null): Promise<void> {
  await trx('contact_requests').where({ id }).update({ owner_user_id: ownerId });
}

/** One of the lead's deliveries, or undefined. */
export async function leadDelivery(trx: Transaction, leadId: number, deliveryId: string): Promise<{ id: string; status: string; kind: string } | undefined> {
  return trx('deliveries').where({ id: deliveryId, subject_type: 'contact_request', subject_id: leadId }).first<{ id: string; status: string; kind: string } | undefined>('id', 'status', 'kind');
}
