import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The password of every user the e2e suite creates. */
export const PASSWORD = 'e2e correct horse battery';

/**
 * A new user in the e2e server's database (`pnpm --filter @joognoo/api user:create`): a
 * customer account, or a back-office member with `role` (admin, marketer, sales, recruiter).
 */
export function createUser(projectName: string, role?: 'admin' | 'marketer' | 'sales' | 'recruiter'): string {
  const email = `e2e-${role ?? 'user'}-${projectName}-${process.pid}-${Date.now()}@example.com`;
  const roleArgs = role ? ['--role', role, '--name', `E2E ${role}`] : [];
  execFileSync('pnpm', ['--filter', '@joognoo/api', 'user:create', '--email', email, '--password', PASSWORD, ...roleArgs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: process.env.WEB_E2E_DATA_DIR,
      DATABASE_URL: process.env.WEB_E2E_DATABASE_URL ?? '',
      NODE_ENV: 'development',
    },
    stdio: 'pipe',
  });
  return email;
}
