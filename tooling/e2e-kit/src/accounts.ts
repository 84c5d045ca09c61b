/**
 * Users, partners and job applications written into an e2e server's database by the API's own
 * command code, in this process: the same validation, hashing, encryption and migrations as
 * `pnpm --filter @joognoo/api user:create` / `partner:create` / `partner:update`, without a
 * pnpm, tsx and Node start (seconds each on a busy machine) per record.
 */
import path from 'node:path';
import {
  createPartnerCommand,
  createUser as createUserRecord,
  insertApplication as insertApplicationRecord,
  loadConfig,
  migrateLatest,
  openDatabase,
  silentLogger,
  updatePartnerCommand,
  type PartnerCommandResult,
  type TestApplication,
} from '@joognoo/api/testing/commands';

/** The database of an e2e server: its DATA_DIR, and its DATABASE_URL when it is not the SQLite file there. */
export interface DatabaseTarget {
  dataDir: string;
  databaseUrl?: string;
}

/** The server's settings the commands read (NODE_ENV, INTEGRATION_KEYS, SITE_URL, WEBHOOK_ALLOW_PRIVATE_TARGETS...). */
export interface CommandTarget extends DatabaseTarget {
  env?: Readonly<Record<string, string | undefined>>;
}

export type StaffRole = 'admin' | 'marketer' | 'sales' | 'recruiter';

async function withDatabase<T>(target: CommandTarget, work: (db: ReturnType<typeof openDatabase>, config: ReturnType<typeof loadConfig>) => Promise<T>): Promise<T> {
  const config = loadConfig({
    NODE_ENV: 'development',
    ...target.env,
    DATA_DIR: path.resolve(target.dataDir),
    DATABASE_URL: target.databaseUrl ?? '',
  });
  const db = openDatabase(config, { logger: silentLogger });
  try {
    await migrateLatest(db);
    return await work(db, config);
  } finally {
    await db.destroy();
  }
}

/** `user:create`: a customer account, or a back-office member with `role`. Returns the stored user. */
export function createUser(input: CommandTarget & { email: string; password: string; role?: StaffRole; name?: string }): Promise<{ id: number; email: string }> {
  const { email, password, role, name } = input;
  return withDatabase(input, async (db) => {
    const user = await createUserRecord(db, { email, password, role, name });
    return { id: Number(user.id), email: user.email };
  });
}

export interface PartnerFields {
  name?: string;
  origins?: readonly string[];
  leadEmail?: string;
  webhookUrl?: string;
}

export type PartnerResult = PartnerCommandResult;

const partnerArgs = (fields: PartnerFields): string[] => [
  ...(fields.name !== undefined ? ['--name', fields.name] : []),
  ...(fields.origins ?? []).flatMap((origin) => ['--origin', origin]),
  ...(fields.leadEmail !== undefined ? ['--lead-email', fields.leadEmail] : []),
  ...(fields.webhookUrl !== undefined ? ['--webhook-url', fields.webhookUrl] : []),
];

/** `partner:create`: `webhookSecret` is the secret the command prints once (when a webhook is given). Throws for a taken id. */
export function createPartner(input: CommandTarget & PartnerFields & { id: string; name: string; origins: readonly string[] }): Promise<PartnerResult> {
  return withDatabase(input, (db, config) => createPartnerCommand(db, config, ['--id', input.id, ...partnerArgs(input)]));
}

/** `partner:update`: changes what is given; `rotateSecret` makes a new webhook secret. Throws for an unknown id. */
export function updatePartner(
  input: CommandTarget & PartnerFields & { id: string; addOrigins?: readonly string[]; rotateSecret?: boolean; active?: boolean },
): Promise<PartnerResult> {
  const args = [
    '--id', input.id,
    ...partnerArgs(input),
    ...(input.addOrigins ?? []).flatMap((origin) => ['--add-origin', origin]),
    ...(input.rotateSecret ? ['--rotate-secret'] : []),
    ...(input.active === undefined ? [] : [input.active ? '--active' : '--inactive']),
  ];
  return withDatabase(input, (db, config) => updatePartnerCommand(db, config, args));
}

/** A job application with its CV, stored as the public form stores it (for the back-office specs). */
export function insertApplication(input: CommandTarget & Partial<TestApplication>): Promise<{ id: number; reference: string }> {
  const { dataDir: _dataDir, databaseUrl: _databaseUrl, env: _env, ...application } = input;
  return withDatabase(input, async (db, config) => {
    const { id, reference } = await insertApplicationRecord(db, config, application);
    return { id, reference };
  });
}
