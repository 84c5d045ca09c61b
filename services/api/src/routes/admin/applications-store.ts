/**
 * The queries of the back office's job applications (job_applications, application_notes,
 * application_status_changes of migration 2026-11-27-100000).
 */
import { APPLICATION_CV_TYPES, APPLICATION_STATUSES, UTM_PARAMETERS, type ApplicationCvKind, type ApplicationStatus } from '@joognoo/schemas';
import {
  APPLICATION_TRANSITIONS,
  type ApplicationCvMeta,
  type ApplicationDetail,
  type ApplicationFilters,
  type ApplicationJobCounts,
  type ApplicationSummary,
} from '@joognoo/schemas/admin';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { toBool, toDbTime, toIso, toIsoOrNull, toStringOrNull } from '../../db/columns.ts';
import type { Database } from '../../db/index.ts';
import { ValidationError } from '../../errors.ts';
import { day, queryText, whereWords } from './leads-store.ts';

type Db = Database | Knex.Transaction;
export type ApplicationRow = Record<string, unknown>;

/** The list's filters of a request's query; 400 with field errors for a malformed one. */
export function applicationFilters(ctx: Context): ApplicationFilters {
  const errors: Record<string, string> = {};
  const status = queryText(ctx, 'status');
  if (status !== undefined && !(APPLICATION_STATUSES as readonly string[]).includes(status)) errors.status = 'Unknown status.';
  const filters: ApplicationFilters = {
    q: queryText(ctx, 'q'),
    job: queryText(ctx, 'job'),
    status: status as ApplicationStatus | undefined,
    from: day(queryText(ctx, 'from'), 'from', errors),
    to: day(queryText(ctx, 'to'), 'to', errors),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return filters;
}

export function applicationsQuery(db: Db, filters: ApplicationFilters): Knex.QueryBuilder {
  const query = db('job_applications as ja');
  whereWords(query, filters.q, ['ja.first_name', 'ja.last_name', 'ja.email']);
  if (filters.job) query.where('ja.job_slug', filters.job);
  if (filters.status) query.where('ja.status', filters.status);
  if (filters.from) query.where('ja.created_at', '>=', toDbTime(db as Database, `${filters.from}T00:00:00.000Z`));
  if (filters.to) query.where('ja.created_at', '<', toDbTime(db as Database, new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000)));
  return query;
}

/** A name part for the download's file name: ASCII letters and digits joined by dashes. */
function namePart(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/**
 * The name a CV is saved under: `cv-<last>-<first>-<reference>.<kind>`, ASCII only (no
 * quote, slash, backslash or control character can reach the Content-Disposition header).
 */
export function cvDownloadName(row: { first_name: unknown; last_name: unknown; reference: unknown; cv_kind: unknown }): string {
  const parts = ['cv', namePart(String(row.last_name)), namePart(String(row.first_name)), namePart(String(row.reference))].filter(Boolean);
  return `${parts.join('-')}.${cvKind(row.cv_kind)}`;
}

/** The stored kind; anything else (never written by the API) is served as the safest kind, a PDF download. */
export function cvKind(value: unknown): ApplicationCvKind {
  return value === 'docx' ? 'docx' : 'pdf';
}

function cvMeta(row: ApplicationRow): ApplicationCvMeta {
  const kind = cvKind(row.cv_kind);
  return {
    kind,
    contentType: APPLICATION_CV_TYPES[kind],
    size: Number(row.cv_size),
    filename: String(row.cv_filename ?? ''),
    flag: toStringOrNull(row.cv_flag),
    downloadName: cvDownloadName(row as Parameters<typeof cvDownloadName>[0]),
  };
}

export function toApplicationSummary(row: ApplicationRow): ApplicationSummary {
  return {
    id: Number(row.id),
    reference: String(row.reference),
    createdAt: toIso(row.created_at),
    job: { id: row.job_id == null ? null : Number(row.job_id), slug: String(row.job_slug), title: String(row.job_title) },
    department: String(row.department ?? ''),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    status: String(row.status) as ApplicationStatus,
    cv: cvMeta(row),
  };
}

/** Everything about one application, or undefined. */
export async function applicationDetail(db: Database, id: number): Promise<ApplicationDetail | undefined> {
  const row: ApplicationRow | undefined = await db('job_applications as ja').leftJoin('partners as p', 'p.id', 'ja.partner_id').where('ja.id', id).first('ja.*', 'p.name as partner_name');
  if (!row) return undefined;
  const notes: ApplicationRow[] = await db('application_notes').where({ application_id: id }).orderBy('id');
  const history: ApplicationRow[] = await db('application_status_changes').where({ application_id: id }).orderBy('id');
  const status = String(row.status) as ApplicationStatus;
  return {
    ...toApplicationSummary(row),
    phone: String(row.phone ?? ''),
    profileUrl: String(row.profile_url ?? ''),
    coverLetter: String(row.cover_letter ?? ''),
    consent: toBool(row.consent),
    origin: toStringOrNull(row.origin),
    statusChangedAt: toIsoOrNull(row.status_changed_at),
    attribution: {
      partnerId: toStringOrNull(row.partner_id),
      partnerName: toStringOrNull(row.partner_name),
      pageUrl: toStringOrNull(row.page_url),
      referrer: toStringOrNull(row.referrer),
      ...(Object.fromEntries(UTM_PARAMETERS.map((name) => [name, toStringOrNull(row[name])])) as Record<(typeof UTM_PARAMETERS)[number], string | null>),
    },
    allowedStatuses: [...(APPLICATION_TRANSITIONS[status] ?? [])],
    notes: notes.map((note) => ({
      id: Number(note.id),
      body: String(note.body),
      author: { id: note.author_user_id == null ? null : Number(note.author_user_id), email: String(note.author_email) },
      createdAt: toIso(note.created_at),
    })),
    history: history.map((change) => ({
      id: Number(change.id),
      from: (change.from_status ?? null) as ApplicationStatus | null,
      to: String(change.to_status) as ApplicationStatus,
      actor: { id: change.actor_user_id == null ? null : Number(change.actor_user_id), email: String(change.actor_email) },
      createdAt: toIso(change.created_at),
    })),
  };
}

/**
 * Applications per job (by the slug they were sent to) with a count per status, the jobs
 * with the latest application first. The title is the job's current one while it exists.
 */
export async function applicationCountsByJob(db: Database): Promise<ApplicationJobCounts[]> {
  const rows: ApplicationRow[] = await db('job_applications as ja')
    .leftJoin('jobs as j', 'j.id', 'ja.job_id')
    .groupBy('ja.job_slug', 'ja.status')
    .select('ja.job_slug', 'ja.status')
    .count({ n: '*' })
    .max({ latest: 'ja.created_at', job_id: 'ja.job_id', job_title: 'ja.job_title', current_title: 'j.title', department: 'ja.department' });
  const jobs = new Map<string, ApplicationJobCounts>();
  for (const row of rows) {
    const slug = String(row.job_slug);
    let job = jobs.get(slug);
    if (!job) {
      job = {
        jobId: row.job_id == null ? null : Number(row.job_id),
        slug,
        title: String(row.current_title ?? row.job_title),
        department: String(row.department ?? ''),
        total: 0,
        byStatus: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>,
        latestAt: toIso(row.latest),
      };
      jobs.set(slug, job);
    }
    const count = Number(row.n);
    job.total += count;
    const status = String(row.status) as ApplicationStatus;
    if (status in job.byStatus) job.byStatus[status] += count;
    if (job.jobId === null && row.job_id != null) job.jobId = Number(row.job_id);
    const latest = toIso(row.latest);
    if (latest > job.latestAt) job.latestAt = latest;
  }
  return [...jobs.values()].sort((a, b) => (a.latestAt < b.latestAt ? 1 : a.latestAt > b.latestAt ? -1 : a.slug.localeCompare(b.slug)));
}

/** The jobs of the filter form: every slug applied to, with its latest title. */
export async function applicationJobChoices(db: Database): Promise<{ slug: string; title: string }[]> {
  const rows: ApplicationRow[] = await db('job_applications').groupBy('job_slug').select('job_slug').max({ title: 'job_title' }).orderBy('job_slug').limit(500);
  return rows.map((row) => ({ slug: String(row.job_slug), title: String(row.title) }));
}
