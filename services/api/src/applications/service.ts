import { randomBytes } from 'node:crypto';
import type { ApplicationStatus } from '@joognoo/schemas';
import { ADMIN_APPLICATIONS_MESSAGES, canMoveApplication, type ApplicationFilters, type ApplicationList } from '@joognoo/schemas/admin';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { NotFoundError } from '../errors.ts';
import { cvStorage } from '../media/index.ts';
import { claimIdempotencyKey, type IdempotencyRecord } from '../middleware/store/idempotency.ts';
import { recordAudit, type AuditActor } from '../people/store/audit.ts';
import { recordWorkflow } from '../records/service.ts';
import { enqueueApplicationDeliveries, type ApplicationDeliveryConfig } from './deliveries.ts';
import {
  APPLICATION_TABLES,
  applicationCountsByJob,
  applicationCv,
  applicationDetail,
  applicationIdsCreatedBefore,
  applicationJobChoices,
  applicationPage,
  cvByKey,
  cvDownloadName,
  cvKind,
  deleteApplications,
  insertApplication,
} from './store.ts';
import type { NewApplication, StoredCv } from './types.ts';

export type { NewApplication, StoredCv } from './types.ts';
export { deleteApplications } from './store.ts';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new public reference of an application: `APP-` and 12 random characters (60 bits). */
export function newApplicationReference(): string {
  return `APP-${[...randomBytes(12)].map((byte) => REFERENCE_ALPHABET[byte % 32]).join('')}`;
}

/**
 * Job applications: the job board's submissions (each with its deliveries), their retention,
 * and the back office's list of them with the shared status workflow and notes, and the CV
 * download (audited: who read whose CV).
 */
export function applicationsService(db: Database) {
  const workflow = recordWorkflow<ApplicationStatus, Awaited<ReturnType<typeof applicationDetail>>>(db, {
    tables: APPLICATION_TABLES,
    subject: 'application',
    canMove: canMoveApplication,
    messages: { notFound: ADMIN_APPLICATIONS_MESSAGES.notFound, transitionRefused: ADMIN_APPLICATIONS_MESSAGES.transitionRefused },
    detail: applicationDetail,
  });

  return {
    workflow,

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
        const id = await insertApplication(trx, application, now);
        await enqueueApplicationDeliveries(trx, { ...application, id, createdAt: now.toISOString() }, config, now);
        return { id };
      });
    },

    /** The application whose CV has this storage key (undefined once it is erased). */
    cvByKey: (key: string): Promise<StoredCv | undefined> => cvByKey(db, key),

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
          const ids = await applicationIdsCreatedBefore(trx, cutoff);
          return { ids, ...(await deleteApplications(trx, ids)) };
        });
        erased += batch.ids.length;
        cvKeys.push(...batch.cvKeys);
        deliveryIds.push(...batch.deliveryIds);
        if (batch.ids.length < 100) return { erased, cvKeys, deliveryIds };
      }
    },

    /** One page of the list with the jobs of its filter form. */
    async list(filters: ApplicationFilters, page: { page: number; perPage: number; offset: number }): Promise<ApplicationList> {
      const { items, total } = await applicationPage(db, filters, page);
      return { items, page: page.page, perPage: page.perPage, total, choices: { jobs: await applicationJobChoices(db) } };
    },

    countsByJob: () => applicationCountsByJob(db),

    detail: (id: number) => applicationDetail(db, id),

    /**
     * The application's CV file from the private CV storage, its download name and kind; the
     * download is audited before the file is handed out (404 without the application or file).
     */
    async openCv(id: number, actor: AuditActor, config: Pick<Config, 'dataDir'>) {
      const row = await applicationCv(db, id);
      if (!row) throw new NotFoundError(ADMIN_APPLICATIONS_MESSAGES.notFound);
      const stored = await cvStorage(config).get(String(row.cv_storage_key));
      if (!stored) throw new NotFoundError(ADMIN_APPLICATIONS_MESSAGES.cvMissing);
      const name = cvDownloadName(row as Parameters<typeof cvDownloadName>[0]);
      try {
        await recordAudit(db, actor, { action: 'application.cv.download', subjectType: 'application', subjectId: id, details: { file: name, bytes: stored.size } });
      } catch (error) {
        stored.body.destroy();
        throw error;
      }
      return { stored, name, kind: cvKind(row.cv_kind) };
    },
  };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
