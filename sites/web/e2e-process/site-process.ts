/**
 * The built site as a real process (`node --import tsx src/main.ts` of services/server: site and API in one),
 * for the tests that need what a browser test cannot see: the process's own output, its
 * memory, raw HTTP. It reuses the API's fault harness (services/api/faults/harness.ts).
 * Run `pnpm build` first: the process serves build/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiProcess, findStackTrace, freePort } from '@joognoo/api/testing/processes';
import { createUser } from '@joognoo/e2e-kit';

export const SITE_DIR = fileURLToPath(new URL('../', import.meta.url));
/** services/server: the process `pnpm start` runs. */
const SERVER_DIR = path.join(SITE_DIR, '../../services/server');

export interface SiteProcess {
  api: ApiProcess;
  url: string;
  /** The process's DATA_DIR (its SQLite file, unless on MariaDB). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the site on a free port with a fresh DATA_DIR (SQLite unless `databaseUrl`). */
export async function startSite({ databaseUrl = '', env = {} }: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<SiteProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'joognoo-web-process-'));
  // The port is chosen before the process starts (SITE_URL names it): on a busy machine another
  // process may take it in between, and the site then stops with EADDRINUSE. Another port, then.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    try {
      const api = await ApiProcess.start({
        port,
        databaseUrl,
        entry: { cwd: SERVER_DIR, script: 'src/main.ts' },
        env: { DATA_DIR: dataDir, SITE_URL: url, NODE_ENV: 'production', ...env },
      });
      return siteOf(api, url, dataDir);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

function siteOf(api: ApiProcess, url: string, dataDir: string): SiteProcess {
  return {
    api,
    url,
    dataDir,
    async stop() {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates a user in the site's database with the API's `user:create` code, in this process
 * (a staff `role` when given), and signs in through the API: the `joognoo_auth` cookie pair.
 */
export async function signedInCookie(site: SiteProcess, email: string, password: string, role?: 'admin' | 'marketer' | 'sales'): Promise<string> {
  await createUser({ dataDir: site.dataDir, email, password, role });
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error('Sign-in set no cookie');
  return cookie.split(';')[0]!;
}

/**
 * Every problem with a process's output: a line that is not one JSON object, or a stack
 * frame anywhere. Empty when every line is a JSON log line without a stack trace.
 */
export function logProblems(output: string): string[] {
  const problems: string[] = [];
  for (const line of output.split('\n')) {
    if (line === '') continue;
    try {
      const entry: unknown = JSON.parse(line);
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) problems.push(`not a JSON object: ${line.slice(0, 300)}`);
    } catch {
      problems.push(`not JSON: ${line.slice(0, 300)}`);
    }
  }
  const frame = findStackTrace(output);
  if (frame) problems.push(`stack frame: ${frame}`);
  if (/^\s{4}at /m.test(output)) problems.push('an indented "    at " stack line');
  return problems;
}
