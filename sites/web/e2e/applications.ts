/**
 * Job applications for the back-office specs: one row and its CV written into the
 * e2e server's database and CV storage by the API's test fixture (services/api/test/e2e-application.ts),
 * as the public form stores them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SeededApplication {
  id: number;
  reference: string;
}

export function insertApplication(input: { job: string; title: string; firstName: string; lastName: string; email: string; cv: Buffer }): SeededApplication {
  const dataDir = process.env.WEB_E2E_DATA_DIR!;
  const file = path.join(dataDir, `upload-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, input.cv);
  try {
    const output = execFileSync(
      'pnpm',
      ['--filter', '@joognoo/api', 'exec', 'tsx', 'test/e2e-application.ts', '--job', input.job, '--title', input.title, '--first', input.firstName, '--last', input.lastName, '--email', input.email, '--cv', file],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.WEB_E2E_DATABASE_URL ?? '', NODE_ENV: 'development' },
        stdio: 'pipe',
      },
    ).toString();
    return JSON.parse(output.trim().split('\n').pop()!) as SeededApplication;
  } finally {
    fs.rmSync(file, { force: true });
  }
}
