import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUser as createUserInProcess, type StaffRole } from '@joognoo/e2e-kit';

/** The password of every user the e2e suite creates. */
export const PASSWORD = 'e2e correct horse battery';

const userEmail = (label: string, role?: StaffRole) => `e2e-${role ?? 'user'}-${label}-${process.pid}-${Date.now()}@example.com`;

/**
 * A new user in the e2e server's database, made in this process by the API's `user:create`
 * code: a customer account, or a back-office member with `role`. Returns its e-mail.
 */
export async function newUser(label: string, role?: StaffRole): Promise<string> {
  const email = userEmail(label, role);
  await createUserInProcess({
    dataDir: process.env.WEB_E2E_DATA_DIR!,
    databaseUrl: process.env.WEB_E2E_DATABASE_URL || undefined,
    email,
    password: PASSWORD,
    role,
    name: role ? `E2E ${role}` : undefined,
  });
  return email;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The back-office specs' synchronous form (a spawned `pnpm --filter @joognoo/api user:create`),
 * kept only until they move to sites/admin and await `newUser`'s in-process kind instead.
 */
export function createUser(projectName: string, role?: StaffRole): string {
  const email = userEmail(projectName, role);
  const roleArgs = role ? ['--role', role, '--name', `E2E ${role}`] : [];
  execFileSync('pnpm', ['--filter', '@joognoo/api', 'user:create', '--email', email, '--password', PASSWORD, ...roleArgs], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.WEB_E2E_DATA_DIR, DATABASE_URL: process.env.WEB_E2E_DATABASE_URL ?? '', NODE_ENV: 'development' },
    stdio: 'pipe',
  });
  return email;
}
