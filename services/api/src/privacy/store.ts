import type { Knex } from 'knex';
import { isSqlite, type Database } from '../db/index.ts';
import { signInAccountKey } from '../security/login-attempts.ts';
import { deleteApplications } from '../applications/store.ts';
import { REDACTED_PAYLOAD } from '../delivery/store/outbox.ts';

/**
 * Every row that holds one person's data, found by e-mail address in any letter case: their
 * leads (with the back office's notes and status changes of them), newsletter subscription, job
 * applications (with their notes and status changes; privacy:erase deletes their CV files), deliveries (outbox rows whose `person_email` is theirs, with
 * their attempts), and, when the address is an account, the user with its sessions,
 * integrations and prompt templates, plus the per-account sign-in counter (`rate_limits`,
 * keyed by the address's SHA-256). Credentials are left out of the export (password hash,
 * session ids, encrypted tokens and keys, newsletter link tokens): they are secrets, not
 * information about the person.
 */
const LEFT_OUT: Record<string, readonly string[]> = {
  newsletter_subscriptions: ['confirm_token_hash', 'unsubscribe_token_hash', 'unsubscribe_token_encrypted'],
  users: ['password_hash'],
  sessions: ['id'],
  account_tokens: ['token_hash'],
  jira_connections: ['api_token_encrypted'],
  cicd_connections: ['api_key_encrypted'],
};


export type PersonalData = Record<string, Record<string, unknown>[]>;

export interface TableErasure {
  deleted: number;
  redacted?: number;
}

/**
 * The address is a staff account's (a user with a back-office role): a visitor's erase
 * leaves it alone, since removing staff is done under People, where the last-admin and
 * not-yourself guards apply. Thrown before anything is changed.
 */
export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
  constructor(readonly role: string) {
    super(`The address belongs to a staff account (role ${role})`);
  }
}

/** Erasing the address would leave the back office without an active admin. */
export class LastAdminError extends Error {
  override name = 'LastAdminError';
  constructor() {
    super('The address belongs to the last active admin');
  }
}

/**
 * What `erase` does with a staff account found under the address: `refuse` (the default)
 * throws StaffAccountError and changes nothing; `erase` deletes it like a customer account,
 * unless it is the last active admin (LastAdminError).
 */
export type StaffAccounts = 'refuse' | 'erase';

const byEmail = (column: string, email: string) => (query: Knex.QueryBuilder) => query.whereRaw(`lower(${column}) = ?`, [email]);

/** Times as ISO-8601 strings (MariaDB answers Date objects), JSON columns parsed. */
function plain(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (LEFT_OUT[table]?.includes(key)) continue;
    if (value instanceof Date) out[key] = value.toISOString();
    else if (table === 'deliveries' && key === 'payload' && typeof value === 'string') out[key] = JSON.parse(value);
    else out[key] = value;
  }
  return out;
}

export function privacyRepository(db: Database) {
  /** The rows, in one consistent read (a transaction). */
  async function find(trx: Knex.Transaction, email: string) {
    const userIds = (await trx('users').modify(byEmail('email', email)).select<{ id: number | string }[]>('id')).map((row) => Number(row.id));
    const deliveryIds = (await trx('deliveries').modify(byEmail('person_email', email)).select<{ id: string }[]>('id')).map((row) => String(row.id));
    return { userIds, deliveryIds };
  }

  return {
    /** Every row holding the person's data, per table (credentials left out). */
    async export(email: string): Promise<PersonalData> {
      const address = email.trim().toLowerCase();
      return db.transaction(async (trx) => {
        const { userIds, deliveryIds } = await find(trx, address);
        const leadIds = trx('contact_requests').modify(byEmail('email', address)).select('id');
        const applicationIds = trx('job_applications').modify(byEmail('email', address)).select('id');
        const tables: [string, Knex.QueryBuilder][] = [
          ['contact_requests', trx('contact_requests').modify(byEmail('email', address)).orderBy('id')],
          // The back office's notes and status changes of their leads (erased with the leads).
          ['lead_notes', trx('lead_notes').whereIn('lead_id', leadIds.clone()).orderBy('id')],
          ['lead_status_changes', trx('lead_status_changes').whereIn('lead_id', leadIds.clone()).orderBy('id')],
          ['newsletter_subscriptions', trx('newsletter_subscriptions').modify(byEmail('email', address)).orderBy('id')],
          // Their job applications, with the back office's notes and status changes of them (the CV files are not in the export).
          ['job_applications', trx('job_applications').modify(byEmail('email', address)).orderBy('id')],
          ['application_notes', trx('application_notes').whereIn('application_id', applicationIds.clone()).orderBy('id')],
          ['application_status_changes', trx('application_status_changes').whereIn('application_id', applicationIds.clone()).orderBy('id')],
          ['deliveries', trx('deliveries').whereIn('id', deliveryIds).orderBy('created_at')],
          ['delivery_attempts', trx('delivery_attempts').whereIn('delivery_id', deliveryIds).orderBy('id')],
          ['users', trx('users').whereIn('id', userIds).orderBy('id')],
          ['sessions', trx('sessions').whereIn('user_id', userIds).orderBy('created_at')],
          // The back office's invitations to the address and password-reset links of the account.
          ['account_tokens', trx('account_tokens').where((query) => query.modify(byEmail('email', address)).orWhereIn('user_id', userIds)).orderBy('id')],
          ['jira_connections', trx('jira_connections').whereIn('user_id', userIds).orderBy('id')],
          ['cicd_connections', trx('cicd_connections').whereIn('user_id', userIds).orderBy('id')],
          ['prompt_templates', trx('prompt_templates').whereIn('user_id', userIds).orderBy('id')],
          ['rate_limits', trx('rate_limits').where({ key: signInAccountKey(address) })],
        ];
        const data: PersonalData = {};
        for (const [table, query] of tables) {
          data[table] = ((await query.select('*')) as Record<string, unknown>[]).map((row) => plain(table, row));
        }
        return data;
      });
    },

    /**
     * Erases the person's data in one transaction: deletes their leads (with the back office's
     * notes and status changes of them), job applications (likewise; `cvKeys` are their CV
     * files, for the caller to delete after the commit), subscription, invitations and reset links, the
     * deliveries not delivered yet (pending or dead, with their attempts), their account (with
     * its sessions, integrations and templates) and sign-in counter; keeps the delivered
     * deliveries as a record that something was sent, with the payload replaced by
     * `{"redacted":true}`, `person_email` and `last_error` cleared and their attempts'
     * response and error texts cleared. Returns the count per table and the ids of the
     * person's deliveries (whose .eml files the caller may remove). A staff account under the
     * address is refused unless `staffAccounts` is `erase` (see StaffAccounts).
     */
    async erase(
      email: string,
      { staffAccounts = 'refuse' }: { staffAccounts?: StaffAccounts } = {},
    ): Promise<{ tables: Record<string, TableErasure>; deliveryIds: string[]; cvKeys: string[] }> {
      const address = email.trim().toLowerCase();
      return db.transaction(async (trx) => {
        const { userIds, deliveryIds } = await find(trx, address);
        const staff = await trx('users').whereIn('id', userIds).whereNotNull('role').first<{ role: string; disabled_at: unknown } | undefined>('role', 'disabled_at');
        if (staff && staffAccounts === 'refuse') throw new StaffAccountError(staff.role);
        if (staff && staff.role === 'admin' && staff.disabled_at === null) {
          // Locks the active admins' rows on MariaDB (as the People routes' guard does), so two
          // erases cannot each leave the other as the last one.
          const admins = trx('users').where({ role: 'admin' }).whereNull('disabled_at').select('id');
          if ((await (isSqlite(trx) ? admins : admins.forUpdate())).length <= 1) throw new LastAdminError();
        }
        const delivered = (await trx('deliveries').whereIn('id', deliveryIds).where({ status: 'delivered' }).select<{ id: string }[]>('id')).map((row) => String(row.id));
        const undelivered = deliveryIds.filter((id) => !delivered.includes(id));
        const report: Record<string, TableErasure> = {};

        const leadIds = (await trx('contact_requests').modify(byEmail('email', address)).select<{ id: number | string }[]>('id')).map((row) => Number(row.id));
        report.lead_notes = { deleted: await trx('lead_notes').whereIn('lead_id', leadIds).del() };
        report.lead_status_changes = { deleted: await trx('lead_status_changes').whereIn('lead_id', leadIds).del() };
        report.contact_requests = { deleted: await trx('contact_requests').modify(byEmail('email', address)).del() };
        report.newsletter_subscriptions = { deleted: await trx('newsletter_subscriptions').modify(byEmail('email', address)).del() };
        const attemptsDeleted = await trx('delivery_attempts').whereIn('delivery_id', undelivered).del();
        const attemptsRedacted = await trx('delivery_attempts').whereIn('delivery_id', delivered).update({ response: null, error: null });
        report.delivery_attempts = { deleted: attemptsDeleted, redacted: attemptsRedacted };
        report.deliveries = {
          deleted: await trx('deliveries').whereIn('id', undelivered).del(),
          redacted: await trx('deliveries').whereIn('id', delivered).update({ payload: REDACTED_PAYLOAD, person_email: null, last_error: null }),
        };
        // After the deliveries: theirs (person_email) are counted above; this deletes the rest of the applications.
        const applicationIds = (await trx('job_applications').modify(byEmail('email', address)).select<{ id: number | string }[]>('id')).map((row) => Number(row.id));
        const applications = await deleteApplications(trx, applicationIds);
        report.application_notes = { deleted: applications.counts.application_notes ?? 0 };
        report.application_status_changes = { deleted: applications.counts.application_status_changes ?? 0 };
        report.job_applications = { deleted: applications.counts.job_applications ?? 0 };
        report.account_tokens = {
          deleted: await trx('account_tokens').where((query) => query.modify(byEmail('email', address)).orWhereIn('user_id', userIds)).del(),
        };
        // Counted before the user goes: ON DELETE CASCADE removes these with it.
        for (const table of ['sessions', 'jira_connections', 'cicd_connections', 'prompt_templates']) {
          report[table] = { deleted: await trx(table).whereIn('user_id', userIds).del() };
        }
        report.users = { deleted: await trx('users').whereIn('id', userIds).del() };
        report.rate_limits = { deleted: await trx('rate_limits').where({ key: signInAccountKey(address) }).del() };
        return { tables: report, deliveryIds, cvKeys: applications.cvKeys };
      });
    },
  };
}
