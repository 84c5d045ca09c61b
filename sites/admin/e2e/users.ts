/**
 * Users and job applications written into the e2e server's database in this process
 * (@joognoo/e2e-kit: the API's own command code, no spawned pnpm).
 */
import { createUser as createUserRecord, insertApplication as insertApplicationRecord, type StaffRole } from '@joognoo/e2e-kit';

/** The password of every user the e2e suite creates. */
export const PASSWORD = 'e2e correct horse battery';

/** The e2e server's database (playwright.config.ts makes its DATA_DIR). */
const database = () => ({ dataDir: process.env.ADMIN_E2E_DATA_DIR!, databaseUrl: process.env.ADMIN_E2E_DATABASE_URL ?? '' });

/** An e-mail address no other test uses. */
export const uniqueEmail = (name: string) => `${name}+${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A new user: a customer account, or a back-office member with `role`. Returns their e-mail. */
export async function createUser(projectName: string, role?: StaffRole): Promise<string> {
  const email = `e2e-${role ?? 'user'}-${projectName}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await createUserRecord({ ...database(), email, password: PASSWORD, role, ...(role ? { name: `E2E ${role}` } : {}) });
  return email;
}

/** A job application with its CV, stored as the public form stores it. */
export function insertApplication(input: { job: string; title: string; firstName: string; lastName: string; email: string; cv: Buffer }): Promise<{ id: number; reference: string }> {
  const { job, title, ...person } = input;
  return insertApplicationRecord({ ...database(), jobSlug: job, jobTitle: title, ...person });
}
