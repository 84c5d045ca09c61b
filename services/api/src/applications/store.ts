/**
 * The queries of job applications: job_applications, their notes and status changes (the
 * shared record tables), and the removal of applications with their deliveries.
 */
import { APPLICATION_CV_TYPES, APPLICATION_STATUSES, type ApplicationCvKind, type ApplicationStatus } from '@joognoo/schemas';
import {
  APPLICATION_TRANSITIONS,
  type ApplicationCvMeta,
  type ApplicationDetail,
  type ApplicationFilters,
  type ApplicationJobCounts,
  type ApplicationSummary,
} from '@joognoo/schemas/admin';
import type { Knex } from 'knex';
import { toBool, toDbTime, toIso, toIsoOrNull, toLocale, toStringOrNull } from '../db/columns.ts';
import type { Database, Transaction } from '../db/index.ts';
import { REDACTED_PAYLOAD } from '../delivery/store/outbox.ts';
import { attributionColumns } from '../records/attribution.ts';
import { attributionOf, newestFirstPage, notesAndHistory, whereDays, whereWords, type RecordTables } from '../records/store.ts';
import { APPLICATION_SUBJECT, type NewApplication, type StoredCv } from './types.ts';

type Db = Database | Transaction;
export type ApplicationRow = Record<string, unknown>;

/** An application's tables of the shared record workflow. */
export const APPLICATION_TABLES: RecordTables = { table: 'job_applications', notes: 'application_notes', history: 'application_status_changes', key: 'application_id' };

/** Stores an application; returns its id. */
export async function insertApplication(trx: Transaction, application: NewApplication, now: Date): Promise<number> {
  const [id] = await trx('job_applications').insert({
reference: application.reference,
job_id: application.job.id,
job_slug: application.job.slug,
job_title: application.job.title,
department: application.job.department,
first_name: application.firstName,
last_name: application.lastName,
email: application.email,
phone: application.phone,
profile_url: application.profileUrl,
cover_letter: application.coverLetter,
consent: true,
cv_storage_key: application.cv.key,
cv_kind: application.cv.kind,
cv_filename: application.cv.filename,
cv_size: application.cv.size,
status: 'new',
origin: application.origin,
locale: application.locale,
...attributionColumns(application),
created_at: toDbTime(trx, now),
    });
  return Number(id);
}

/** The application whose CV has this storage key (undefined once it is erased). */
export async function cvByKey(db: Database, key: string): Promise<StoredCv | undefined> {
  const row = await db('job_applications').where({ cv_storage_key: key }).first('reference', 'first_name', 'last_name', 'cv_kind');
  return row && { reference: String(row.reference), firstName: String(row.first_name), lastName: String(row.last_name), kind: row.cv_kind as ApplicationCvKind };
}

/** Up to 100 ids of applications created before `cutoff`, oldest first. */
export async function applicationIdsCreatedBefore(trx: Transaction, cutoff: Date): Promise<number[]> {
  return (await trx('job_applications').where('created_at', '<', toDbTime(trx, cutoff)).orderBy('id').limit(100).select<{ id: number | string }[]>('id')).map((row) => Number(row.id));
}

/** The CV of an application, for the download. */
export async function applicationCv(db: Database, id: number): Promise<ApplicationRow | undefined> {
  return db('job_applications').where({ id }).first('id', 'reference', 'first_name', 'last_name', 'cv_storage_key', 'cv_kind', 'cv_size');
}

/** One page of the filtered applications, newest first, and their total. */
export async function applicationPage(db: Database, filters: ApplicationFilters, page: { offset: number; perPage: number }): Promise<{ items: ApplicationSummary[]; total: number }> {
  const { rows, total } = await newestFirstPage<ApplicationRow>(() => applicationsQuery(db, filters), 'ja', ['ja.*'], page);
  return { items: rows.map(toApplicationSummary), total };
}

/**
 * Deletes applications (by id) with their notes and status changes, and their deliveries not
 * delivered yet (with their attempts); the delivered ones stay as a record that something
 * was sent, their payload redacted (as privacy:erase does). Returns the CV storage keys and
 * the deliveries' ids (whose .eml files, without SMTP_URL, hold the CV too).
 */
export async function deleteApplications(
  trx: Transaction,
  ids: readonly number[],
): Promise<{ cvKeys: string[]; deliveryIds: string[]; counts: Record<string, number> }> {
  if (ids.length === 0) return { cvKeys: [], deliveryIds: [], counts: {} };
  const cvKeys = (await trx('job_applications').whereIn('id', ids).select<{ cv_storage_key: string }[]>('cv_storage_key')).map((row) => row.cv_storage_key);
  const deliveries = trx('deliveries').where({ subject_type: APPLICATION_SUBJECT }).whereIn('subject_id', ids);
  const deliveryIds = (await deliveries.clone().select<{ id: string }[]>('id')).map((row) => String(row.id));
  const undelivered = deliveries.clone().whereNot({ status: 'delivered' }).select('id');
  const delivered = deliveries.clone().where({ status: 'delivered' }).select('id');
  const counts = {
    application_notes: await trx('application_notes').whereIn('application_id', ids).del(),
    application_status_changes: await trx('application_status_changes').whereIn('application_id', ids).del(),
    delivery_attempts: await trx('delivery_attempts').whereIn('delivery_id', undelivered.clone()).del(),
    delivery_attempts_redacted: await trx('delivery_attempts').whereIn('delivery_id', delivered.clone()).update({ response: null, error: null }),
    deliveries: await trx('deliveries').whereIn('id', (await undelivered).map((row: { id: string }) => row.id)).del(),
    deliveries_redacted: await trx('deliveries')
      .whereIn('id', (await delivered).map((row: { id: string }) => row.id))
      .update({ payload: REDACTED_PAYLOAD, person_email: null, last_error: null }),
    job_applications: await trx('job_applications').whereIn('id', ids).del(),
  };
  return { cvKeys, deliveryIds, counts };
}

function applicationsQuery(db: Db, filters: ApplicationFilters): Knex.QueryBuilder {
  const query = db('job_applications as ja');
  whereWords(query, filters.q, ['ja.first_name', 'ja.last_name', 'ja.email']);
  if (filters.job) query.where('ja.job_slug', filters.job);
  if (filters.status) query.where('ja.status', filters.status);
  whereDays(db, query, 'ja.created_at', filters);
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
    locale: toLocale(row.locale),
  };
}

/** Everything about one application, or undefined. */
export async function applicationDetail(db: Database, id: number): Promise<ApplicationDetail | undefined> {
  const row: ApplicationRow | undefined = await db('job_applications as ja').leftJoin('partners as p', 'p.id', 'ja.partner_id').where('ja.id', id).first('ja.*', 'p.name as partner_name');
  if (!row) return undefined;
  const status = String(row.status) as ApplicationStatus;
  return {
    ...toApplicationSummary(row),
    phone: String(row.phone ?? ''),
    profileUrl: String(row.profile_url ?? ''),
    coverLetter: String(row.cover_letter ?? ''),
    consent: toBool(row.consent),
    origin: toStringOrNull(row.origin),
    statusChangedAt: toIsoOrNull(row.status_changed_at),
    attribution: attributionOf(row),
    allowedStatuses: [...(APPLICATION_TRANSITIONS[status] ?? [])],
    ...(await notesAndHistory<ApplicationStatus>(db, APPLICATION_TABLES, id)),
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
