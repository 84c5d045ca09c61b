/**
 * The queries of the back office's leads inbox (contact_requests with the workflow columns of
 * migration 2026-11-26-120000, lead_notes, lead_status_changes, and the lead's deliveries).
 */
import {
  CONTACT_FORMS,
  UTM_PARAMETERS,
} from '@joognoo/schemas';
import {
  LEAD_STATUSES,
  LEAD_TRANSITIONS,
  type LeadDelivery,
  type LeadDetail,
  type LeadFilters,
  type LeadOwner,
  type LeadStatus,
  type LeadSummary,
} from '@joognoo/schemas/admin';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { escapeLike, toBool, toDbTime, toIso, toIsoOrNull, toStringOrNull } from '../../db/columns.ts';
import type { Database } from '../../db/index.ts';
import { ValidationError } from '../../errors.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?x=` as one trimmed string (the first when repeated), or undefined when empty. */
export function queryText(ctx: Context, name: string, max = 200): string | undefined {
  const raw = ctx.query[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, max) : undefined;
}

/** `?from=`/`?to=` as YYYY-MM-DD, or a field error. */
export function day(value: string | undefined, field: string, errors: Record<string, string>): string | undefined {
  if (value === undefined) return undefined;
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    errors[field] = 'Please give a date as YYYY-MM-DD.';
    return undefined;
  }
  return value;
}

/** The inbox's filters of a request's query; 400 with field errors for a malformed one. */
export function leadFilters(ctx: Context): LeadFilters {
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

/** A LIKE pattern (with ESCAPE '!') that finds `text` anywhere, its wildcards taken literally. */
function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Every word of `q` in one of `columns` (LIKE is case-insensitive on both dialects' text). */
export function whereWords(query: Knex.QueryBuilder, q: string | undefined, columns: readonly string[]): void {
  if (!q) return;
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = likePattern(word);
    query.where((inner) => {
      for (const column of columns) inner.orWhereRaw(`${column} LIKE ? ESCAPE '!'`, [pattern]);
    });
  }
}

export function applyLeadFilters(db: Database, query: Knex.QueryBuilder, filters: LeadFilters): Knex.QueryBuilder {
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
  if (filters.from) query.where('cr.created_at', '>=', toDbTime(db, `${filters.from}T00:00:00.000Z`));
  if (filters.to) query.where('cr.created_at', '<', toDbTime(db, new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000)));
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
  'owner.email as owner_email',
  'owner.name as owner_name',
] as const;

export type LeadRow = Record<string, unknown>;

export function leadsQuery(db: Database | Knex.Transaction, filters: LeadFilters): Knex.QueryBuilder {
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
  };
}

/** Staff who may own a lead: sales and admins, not disabled. */
export async function leadOwners(db: Database | Knex.Transaction): Promise<LeadOwner[]> {
  const rows = await db('users').whereIn('role', ['sales', 'admin']).whereNull('disabled_at').orderBy('email').select('id', 'email', 'name');
  return rows.map((row: LeadRow) => ({ id: Number(row.id), email: String(row.email), name: toStringOrNull(row.name) }));
}

/** Distinct non-empty values of a column, at most 200 (the filter form's choices). */
export async function distinctValues(db: Database, table: string, column: string): Promise<string[]> {
  const rows = await db(table).distinct(column).whereNotNull(column).where(column, '<>', '').orderBy(column).limit(200);
  return rows.map((row: LeadRow) => String(row[column]));
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
  const notes: LeadRow[] = await db('lead_notes').where({ lead_id: id }).orderBy('id');
  const history: LeadRow[] = await db('lead_status_changes').where({ lead_id: id }).orderBy('id');
  const status = String(row.status) as LeadStatus;
  return {
    ...toSummary(row),
    message: String(row.message),
    consent: toBool(row.consent),
    origin: toStringOrNull(row.origin),
    attribution: {
      partnerId: toStringOrNull(row.partner_id),
      partnerName: toStringOrNull(row.partner_name),
      pageUrl: toStringOrNull(row.page_url),
      referrer: toStringOrNull(row.referrer),
      ...(Object.fromEntries(UTM_PARAMETERS.map((name) => [name, toStringOrNull(row[name])])) as Record<(typeof UTM_PARAMETERS)[number], string | null>),
    },
    allowedStatuses: [...LEAD_TRANSITIONS[status]],
    owners: await leadOwners(db),
    deliveries: await leadDeliveries(db, id),
    notes: notes.map((note) => ({
      id: Number(note.id),
      body: String(note.body),
      author: { id: note.author_user_id === null ? null : Number(note.author_user_id), email: String(note.author_email) },
      createdAt: toIso(note.created_at),
    })),
    history: history.map((change) => ({
      id: Number(change.id),
      from: (change.from_status ?? null) as LeadStatus | null,
      to: String(change.to_status) as LeadStatus,
      actor: { id: change.actor_user_id === null ? null : Number(change.actor_user_id), email: String(change.actor_email) },
      createdAt: toIso(change.created_at),
    })),
  };
}
