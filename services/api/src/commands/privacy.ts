import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { validate } from '@joognoo/schemas';
import * as v from 'valibot';
import type { Database } from '../db/index.ts';
import { migrateLatest } from '../db/index.ts';
import { MAIL_DIR_NAME } from '../delivery/mail.ts';
import { cvStorage } from '../media/index.ts';
import { privacyRepository, type PersonalData, type TableErasure } from '../repositories/privacy.ts';
import { emailOption } from './user-create.ts';

export const PRIVACY_USAGE = 'Usage: privacy:export --email <address> | privacy:erase --email <address>';

/** `--email <address>` (any letter case), or a readable error with the usage. */
function emailArgument(args: readonly string[]): string {
  let values: { email?: string };
  try {
    ({ values } = parseArgs({ args: [...args], options: { email: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${PRIVACY_USAGE}`);
  }
  const result = validate(v.object({ email: emailOption }), values);
  if (!result.success) throw new Error(`${Object.values(result.errors).join('; ')}\n${PRIVACY_USAGE}`);
  return result.output.email.toLowerCase();
}

/** `privacy:export --email X`: migrates, then every row holding the person's data, per table. */
export async function privacyExportCommand(db: Database, args: readonly string[]): Promise<{ email: string; exportedAt: string; tables: PersonalData }> {
  const email = emailArgument(args);
  await migrateLatest(db);
  const tables = await privacyRepository(db).export(email);
  return { email, exportedAt: new Date().toISOString(), tables };
}

/**
 * `privacy:erase --email X`: migrates, then erases the person's data in one transaction, then
 * removes the .eml files the delivery worker wrote for their deliveries (no SMTP_URL) under
 * `<dataDir>/outbox-mail` and the CV files of their job applications (cvStorage); the counts
 * per table (and `outbox_mail_files`, `cv_files`).
 */
export async function privacyEraseCommand(
  db: Database,
  args: readonly string[],
  { dataDir }: { dataDir: string },
): Promise<{ email: string; erasedAt: string; tables: Record<string, TableErasure> }> {
  const email = emailArgument(args);
  await migrateLatest(db);
  const { tables, deliveryIds, cvKeys } = await privacyRepository(db).erase(email);
  const cvs = cvStorage({ dataDir });
  let cvFiles = 0;
  for (const key of cvKeys) {
    if (await cvs.exists(key)) cvFiles += 1;
    await cvs.delete(key);
  }
  let files = 0;
  for (const id of deliveryIds) {
    try {
      fs.unlinkSync(path.join(dataDir, MAIL_DIR_NAME, `${id}.eml`));
      files += 1;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  return { email, erasedAt: new Date().toISOString(), tables: { ...tables, outbox_mail_files: { deleted: files }, cv_files: { deleted: cvFiles } } };
}
