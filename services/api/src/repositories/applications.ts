import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { ApplicationCvKind } from '@joognoo/schemas';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { toDbTime } from '../db/columns.ts';
import { APPLICATION_SUBJECT, enqueueApplicationDeliveries, type ApplicationDeliveryConfig, type ApplicationFields } from '../delivery/applications.ts';
import { REDACTED_PAYLOAD } from './privacy.ts';
import { claimIdempotencyKey, type IdempotencyRecord } from './idempotency.ts';
import { attributionColumns, type LeadSource } from './leads.ts';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new public reference of an application: `APP-` and 12 random characters (60 bits). */
export function newApplicationReference(): string {
  return `APP-${[...randomBytes(12)].map((byte) => REFERENCE_ALPHABET[byte % 32]).join('')}`;
}

export interface NewApplication extends LeadSource, ApplicationFields {}

/** The CV of an application, for the signed link. */
export interface StoredCv {
  reference: string;
  firstName: string;
  lastName: string;
  kind: ApplicationCvKind;
}

/**
 * Deletes applications (by id) with their notes and status changes, and their deliveries not
 * delivered yet (with their attempts); the delivered ones stay as a record that something
 * was sent, their payload redacted (as privacy:erase does). Returns the CV storage keys and
 * the deliveries' ids (whose .eml files, without SMTP_URL, hold the CV too).
 */
export async function deleteApplications(
  trx: Knex.Transaction,
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

/** Writes of the job board's applications (issue 18); the back office reads them on its own. */
export function applicationsRepository(db: Database) {
  return {
    /**
     * Resolves once the row, its deliveries (hiring e-mail, `application.created` events,
     * the candidate's confirmation) and the idempotency answer, when given, are committed, in
     * one transaction. Throws `IdempotencyKeyTaken`, having stored nothing, when the key is used.
     */
    async create(
      application: NewApplication,
      config: ApplicationDeliveryConfig & Pick<Config, 'applications'>,
      idempotency?: IdempotencyRecord,
      now = new Date(),
    ): Promise<{ id: number }> {
      return db.transaction(async (trx) => {
        if (idempotency) await claimIdempotencyKey(trx, idempotency, now);
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
          ...attributionColumns(application),
          created_at: toDbTime(db, now),
        });
        await enqueueApplicationDeliveries(trx, { ...application, id: Number(id), createdAt: now.toISOString() }, config, now);
        return { id: Number(id) };
      });
    },

    /** The application whose CV has this storage key (undefined once it is erased). */
    async cvByKey(key: string): Promise<StoredCv | undefined> {
      const row = await db('job_applications').where({ cv_storage_key: key }).first('reference', 'first_name', 'last_name', 'cv_kind');
      return row && { reference: String(row.reference), firstName: String(row.first_name), lastName: String(row.last_name), kind: row.cv_kind as ApplicationCvKind };
    },

    /**
     * Erases the applications created before `cutoff` (retention), in batches of 100, each in
     * one transaction; returns how many, the storage keys of their CVs and their deliveries'
     * ids, for the caller to delete the files once the rows are gone.
     */
    async eraseCreatedBefore(cutoff: Date): Promise<{ erased: number; cvKeys: string[]; deliveryIds: string[] }> {
      let erased = 0;
      const cvKeys: string[] = [];
      const deliveryIds: string[] = [];
      for (;;) {
        const batch = await db.transaction(async (trx) => {
          const ids = (await trx('job_applications').where('created_at', '<', toDbTime(db, cutoff)).orderBy('id').limit(100).select<{ id: number | string }[]>('id')).map((row) =>
            Number(row.id),
          );
          return { ids, ...(await deleteApplications(trx, ids)) };
        });
        erased += batch.ids.length;
        cvKeys.push(...batch.cvKeys);
        deliveryIds.push(...batch.deliveryIds);
        if (batch.ids.length < 100) return { erased, cvKeys, deliveryIds };
      }
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;
