import { parseArgs, type ParseArgsConfig } from 'node:util';
import { validate } from '@joognoo/schemas';
import * as v from 'valibot';
import type { Database } from '../db/index.ts';
import { migrateLatest } from '../db/index.ts';
import { LastAdminError, StaffAccountError, erasePerson, privacyRepository, type PersonalData, type TableErasure } from '../privacy/service.ts';
import { emailOption } from './user-create.ts';

export const PRIVACY_USAGE = 'Usage: privacy:export --email <address> | privacy:erase --email <address> [--staff-account]';

/** `--email <address>` (any letter case) and the erase's `--staff-account` flag, or a readable error with the usage. */
function parseArguments(args: readonly string[], { staffFlag = false } = {}): { email: string; staffAccount: boolean } {
  let values: { email?: string | boolean; 'staff-account'?: string | boolean };
  try {
    const options: ParseArgsConfig['options'] = staffFlag ? { email: { type: 'string' }, 'staff-account': { type: 'boolean' } } : { email: { type: 'string' } };
    ({ values } = parseArgs({ args: [...args], options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${PRIVACY_USAGE}`);
  }
  const result = validate(v.object({ email: emailOption }), { email: values.email });
  if (!result.success) throw new Error(`${Object.values(result.errors).join('; ')}\n${PRIVACY_USAGE}`);
  return { email: result.output.email.toLowerCase(), staffAccount: values['staff-account'] === true };
}

/** `privacy:export --email X`: migrates, then every row holding the person's data, per table. */
export async function privacyExportCommand(db: Database, args: readonly string[]): Promise<{ email: string; exportedAt: string; tables: PersonalData }> {
  const { email } = parseArguments(args);
  await migrateLatest(db);
  const tables = await privacyRepository(db).export(email);
  return { email, exportedAt: new Date().toISOString(), tables };
}

/**
 * `privacy:erase --email X`: migrates, then erases the person's data in one transaction, then
 * removes the .eml files the delivery worker wrote for their deliveries (no SMTP_URL) under
 * `<dataDir>/outbox-mail` and the CV files of their job applications (cvStorage); the counts
 * per table (and `outbox_mail_files`, `cv_files`). An address that belongs to a staff account
 * is refused (nothing erased) unless `--staff-account` says to erase the account too, and
 * even then not the last active admin's.
 */
export async function privacyEraseCommand(
  db: Database,
  args: readonly string[],
  { dataDir }: { dataDir: string },
): Promise<{ email: string; erasedAt: string; tables: Record<string, TableErasure> }> {
  const { email, staffAccount } = parseArguments(args, { staffFlag: true });
  await migrateLatest(db);
  const tables = await erasePerson(db, email, { staffAccounts: staffAccount ? 'erase' : 'refuse', dataDir }).catch((error: unknown) => {
    if (error instanceof StaffAccountError) {
      throw new Error(
        `${email} belongs to a staff account (role ${error.role}); nothing was erased. Disable it under People in the back office, or add --staff-account to erase the account with the rest of the person's data.`,
      );
    }
    if (error instanceof LastAdminError) throw new Error(`${email} is the last active admin; nothing was erased. Make someone else an admin first.`);
    throw error;
  });
  return { email, erasedAt: new Date().toISOString(), tables };
}
