import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/index.ts';
import { MAIL_DIR_NAME } from '../delivery/mail.ts';
import { cvStorage } from '../media/index.ts';
import { recordAudit, type AuditActor } from '../people/store/audit.ts';
import { privacyRepository, type StaffAccounts, type TableErasure } from './store.ts';

export { LastAdminError, StaffAccountError, privacyRepository, type PersonalData, type StaffAccounts, type TableErasure } from './store.ts';

/** A SHA-256 of the address: the audit log says which erase it was without keeping the address. */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * After an erase has committed: deletes the CV files of the erased applications and the .eml
 * files the delivery worker wrote (without SMTP_URL) for the person's deliveries; their counts.
 */
export async function deleteErasedFiles(dataDir: string, erased: { cvKeys: readonly string[]; deliveryIds: readonly string[] }): Promise<Record<'outbox_mail_files' | 'cv_files', TableErasure>> {
  const cvs = cvStorage({ dataDir });
  let cvFiles = 0;
  for (const key of erased.cvKeys) {
    if (await cvs.exists(key)) cvFiles += 1;
    await cvs.delete(key);
  }
  let files = 0;
  for (const id of erased.deliveryIds) {
    try {
      fs.unlinkSync(path.join(dataDir, MAIL_DIR_NAME, `${id}.eml`));
      files += 1;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  return { outbox_mail_files: { deleted: files }, cv_files: { deleted: cvFiles } };
}

/**
 * Erases the person's data (privacyRepository's erase) and then their files; with an actor,
 * the erase is recorded in the audit log in its transaction (`person.erase`, the address as
 * its SHA-256), and `nothingErased` is called, before the commit, when no row had their data.
 */
export async function erasePerson(
  db: Database,
  email: string,
  options: { staffAccounts: StaffAccounts; dataDir: string; actor?: AuditActor; nothingErased?: () => never },
): Promise<Record<string, TableErasure>> {
  const { actor } = options;
  const erased = !actor
    ? await privacyRepository(db).erase(email, { staffAccounts: options.staffAccounts })
    : await db.transaction(async (trx) => {
        // The erase runs in a savepoint of this transaction, audited with it.
        const result = await privacyRepository(trx as unknown as Database).erase(email, { staffAccounts: options.staffAccounts });
        const counts = Object.fromEntries(Object.entries(result.tables).map(([table, erasure]) => [table, erasure.deleted + (erasure.redacted ?? 0)]));
        if (Object.values(counts).every((count) => count === 0)) options.nothingErased?.();
        await recordAudit(trx, actor, { action: 'person.erase', subjectType: 'person', subjectId: null, details: { emailSha256: emailDigest(email), rows: counts } });
        return result;
      });
  return { ...erased.tables, ...(await deleteErasedFiles(options.dataDir, erased)) };
}
